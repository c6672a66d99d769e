/** The strength levels; `week` is docs/requirements.md's own spelling of "weak". */
export type PasswordStrength = 'none' | 'week' | 'medium' | 'strong';

/**
 * The fixed set of special characters that makes a password strong: the ASCII punctuation a
 * keyboard types without dead keys, i.e. `! " # $ % & ' ( ) * + , - . / : ; < = > ? @ [ \ ] ^ _ ` { | } ~`.
 * Anything else (a space, an accented letter, an emoji) does not count as special.
 */
export const SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** Medium and strong need more than this many characters (docs/requirements.md, Delays and constants). */
export const STRONG_LENGTH_ABOVE = 9;

const LETTER = '\\p{L}';
const DIGIT = '[0-9]';
const SPECIAL = `[${SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`;

const hasLetterOrDigit = new RegExp(`${LETTER}|${DIGIT}`, 'u');
const letterThenDigit = new RegExp(`${LETTER}.*${DIGIT}`, 'su');
const letterThenDigitThenSpecial = new RegExp(`${LETTER}.*${DIGIT}.*${SPECIAL}`, 'su');

/**
 * The strength of a password, per docs/requirements.md (Password screens):
 * - strong: a letter, later a digit, later a special character, and longer than 9 characters;
 * - medium: a letter, later a digit, and longer than 9 characters;
 * - week: any letter or digit at all;
 * - none: otherwise (empty, or only special characters).
 * "Later" is about order: `1abcdefghij` has no digit after a letter, so it is only weak.
 * Length counts characters (code points), not UTF-16 units.
 */
export function passwordStrength(password: string): PasswordStrength {
  const longEnough = [...password].length > STRONG_LENGTH_ABOVE;
  if (longEnough && letterThenDigitThenSpecial.test(password)) return 'strong';
  if (longEnough && letterThenDigit.test(password)) return 'medium';
  if (hasLetterOrDigit.test(password)) return 'week';
  return 'none';
}
