import { useCallback, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/*
 * How a form of the console shows a field's message
 * (docs/decisions/170-every-field-follows-its-own-message.md, after 111): the component that shows
 * it follows that field's message, as text, and the form's own component follows none. A message
 * that comes, changes or goes renders its field alone. react-hook-form tells everyone who follows
 * the messages each time it validates, a valid submit among them ("none", just before the call
 * leaves): the same text renders nothing, so the click that sends a valid form renders its busy
 * state once.
 */

/** The message of the field `name`, followed by the component that calls this alone. */
export function useFieldError<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const follow = useCallback(
    (changed: () => void) => form.subscribe({ name, exact: true, formState: { errors: true }, callback: changed }),
    [form, name],
  );
  const message = () => form.getFieldState(name).error?.message;
  return useSyncExternalStore(follow, message, message);
}

/** Renders `children` with the field's message; only they render again when it changes. */
export function FieldError<T extends FieldValues>({
  form,
  name,
  children,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  children(message: string | undefined): ReactNode;
}) {
  return children(useFieldError(form, name));
}
