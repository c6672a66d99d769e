import { useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { afterNextPaint } from './after-paint';

/**
 * The submit of every form of the console, on react-hook-form
 * (docs/decisions/140-every-form-on-react-hook-form.md). Give the form `shouldFocusError: false`.
 *
 * - A valid submit's `onValid` runs once the tap itself is painted, in the task queued from the
 *   next animation frame (lib/after-paint.ts), not in the tap's task: its call and what it does
 *   before it (the remembered credentials' cookies) were frames of the tap's INP
 *   (docs/decisions/189-a-valid-submit-runs-once-the-tap-is-painted.md). The tap's task validates
 *   only, so that a submit with a problem shows its messages with the tap.
 * - `submitting` (which also disables the button) is true from then until `onValid` ends; while a
 *   submit runs, another one is dropped: one call per submit, whatever is pressed meanwhile.
 * - The call leaves before the busy form is rendered: `onValid` runs up to its first `await`,
 *   where its call reaches fetch (docs/decisions/108-a-call-leaves-in-its-callers-task.md), and
 *   only then is the busy state set. react-hook-form's own `isSubmitting` is set before the
 *   validation, and a form that read it would be rendered busy before the call left
 *   (docs/decisions/175-a-call-leaves-before-the-busy-form-renders.md).
 * - A submit with a problem renders the messages, then the first field in error (in `order`) takes
 *   the focus, in a layout effect of that render: the field is announced with its message, and the
 *   page is laid out once (docs/decisions/113-a-field-in-error-takes-the-focus-with-its-message.md).
 *   react-hook-form's own `shouldFocusError` would focus before React renders the messages.
 *
 * The form's component follows `submitCount` and `submitting` only, both of which change at a
 * submit, never at a keystroke (docs/decisions/111-a-keystroke-renders-what-it-changes.md).
 */
export function useFormSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  order: readonly Path<T>[],
  onValid: SubmitHandler<T>,
) {
  const { submitCount } = form.formState;
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
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

  const submit = form.handleSubmit(
    async (values, event) => {
      await afterNextPaint();
      const handled = onValid(values, event);
      setSubmitting(true);
      try {
        await handled;
      } finally {
        setSubmitting(false);
      }
    },
    () => {
      focusPending.current = true;
    },
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (running.current) return event.preventDefault();
    running.current = true;
    try {
      await submit(event);
    } finally {
      running.current = false;
    }
  }

  return { onSubmit, submitting };
}
