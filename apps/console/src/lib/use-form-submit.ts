import { useLayoutEffect, useRef } from 'react';
import type { FormEvent } from 'react';
import type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';

/**
 * The submit of every form of the console, on react-hook-form
 * (docs/decisions/140-every-form-on-react-hook-form.md). Give the form `shouldFocusError: false`.
 *
 * - While a submit runs (`formState.isSubmitting`, which also disables the button), another one is
 *   dropped: one call per submit, whatever is pressed meanwhile.
 * - A submit with a problem renders the messages, then the first field in error (in `order`) takes
 *   the focus, in a layout effect of that render: the field is announced with its message, and the
 *   page is laid out once (docs/decisions/113-a-field-in-error-takes-the-focus-with-its-message.md).
 *   react-hook-form's own `shouldFocusError` would focus before React renders the messages.
 *
 * The form's component follows `isSubmitting` and `submitCount` only, both of which change at a
 * submit, never at a keystroke (docs/decisions/111-a-keystroke-renders-what-it-changes.md).
 */
export function useFormSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  order: readonly Path<T>[],
  onValid: SubmitHandler<T>,
) {
  const { isSubmitting, submitCount } = form.formState;
  const focusPending = useRef(false);
  const { getFieldState, setFocus } = form;

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const first = order.find((name) => getFieldState(name).invalid);
    if (first) setFocus(first);
    // Once per submit: after the render that shows its messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  const submit = form.handleSubmit(onValid, () => {
    focusPending.current = true;
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!isSubmitting) return submit(event);
    event.preventDefault();
    return Promise.resolve();
  }

  return { onSubmit, submitting: isSubmitting };
}
