/**
 * The password inputs that hold a password Remember me put there, rather than one the person typed
 * (docs/decisions/131-a-remembered-password-is-never-shown.md). Remembered until the field is
 * empty: a field the person emptied holds only what they type next.
 */
const remembered = new WeakSet<HTMLInputElement>();

/**
 * Fills `input` with a remembered password, which its Show toggle will never reveal; not at all
 * while the field is shown (Show pressed before the password was deciphered).
 */
export function fillRememberedPassword(input: HTMLInputElement, password: string): void {
  if (input.type !== 'password') return;
  input.value = password;
  remembered.add(input);
  const forgetWhenEmpty = () => {
    if (input.value !== '') return;
    remembered.delete(input);
    input.removeEventListener('input', forgetWhenEmpty);
  };
  input.addEventListener('input', forgetWhenEmpty);
}

/**
 * Empties `input` when it still holds a remembered password (what its Show toggle does first), as
 * an edit would: the form's state hears an `input` event. Returns whether it did.
 */
export function clearRememberedPassword(input: HTMLInputElement): boolean {
  if (!remembered.has(input)) return false;
  // Through the setter of every input, past React's tracking of the field's value, so that its
  // onChange hears the event; then through the field's own, so that whatever else tracks it (a
  // testing library) learns it is empty. Read here, in the browser: the build prerenders in Node.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.value = '';
  remembered.delete(input);
  return true;
}
