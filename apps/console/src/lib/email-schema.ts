import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES, EMAIL_PATTERN } from './email';

/**
 * An e-mail field, read trimmed: required, within the API's limit, then well-formed. A value breaking
 * several rules shows the first of them (react-hook-form's resolver keeps a field's first issue).
 */
export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, EMAIL_MESSAGES.required),
    z.maxLength(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong),
    z.regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid),
  );
