import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FormEvent } from 'react';
import { useSubmitGuard } from './submit-guard';

/*
 * The one approach of the three auth forms (sign-in, second step, forgotten password): plain rules
 * over uncontrolled inputs, read from the form when they are checked or submitted. What a person
 * typed before the app took over the server-rendered page is therefore what is checked and sent
 * (docs/decisions/052-plain-auth-forms.md). The password screens keep react-hook-form and zod.
 */

/** What a rule found: the text to show, and whether it waits for the first submit. */
export interface FieldProblem {
  message: string;
  afterSubmitOnly?: boolean;
}

/** A field's rule: its first problem, or undefined when the value is fine. */
export type FieldRule<V> = (value: V) => FieldProblem | undefined;

export type FormRules<T> = { [K in keyof T]?: FieldRule<T[K]> };

export interface PlainFormOptions<T> {
  rules: FormRules<T>;
  /** The current values, read from the form's elements (and whatever the form keeps outside them). */
  read(form: HTMLFormElement): T;
  /**
   * `touched`: a field is checked when it is left, then at every change. `submit`: every field is
   * checked from the first submit on. Either way, after a submit every change is checked.
   */
  checkFrom: 'touched' | 'submit';
}

type Problems<T> = Partial<Record<keyof T, FieldProblem>>;

export function usePlainForm<T extends object>({ rules, read, checkFrom }: PlainFormOptions<T>) {
  const formRef = useRef<HTMLFormElement>(null);
  const touched = useRef(new Set<keyof T>());
  const guard = useSubmitGuard();
  const [problems, setProblems] = useState<Problems<T>>({});
  const [submitted, setSubmitted] = useState(false);

  const problemOf = <K extends keyof T>(name: K, values: T) => rules[name]?.(values[name]);

  function check(name: keyof T) {
    const form = formRef.current;
    if (!form) return;
    const problem = problemOf(name, read(form));
    setProblems((current) => ({ ...current, [name]: problem }));
  }

  const isLive = (name: keyof T) => submitted || (checkFrom === 'touched' && touched.current.has(name));

  /** A value kept outside the inputs (the captcha token) changed: check it as its input would be. */
  function changed(name: keyof T) {
    if (isLive(name)) check(name);
  }

  /** The handlers of an input named after its field. */
  function field(name: keyof T & string) {
    return {
      name,
      onBlur: () => {
        if (checkFrom !== 'touched') return;
        touched.current.add(name);
        check(name);
      },
      onChange: () => changed(name),
    };
  }

  /** The text shown for a field, if any. */
  function errorOf(name: keyof T): string | undefined {
    const problem = problems[name];
    return problem && (submitted || !problem.afterSubmitOnly) ? problem.message : undefined;
  }

  function focus(name: keyof T) {
    const element = formRef.current?.elements.namedItem(String(name));
    if (element instanceof HTMLElement) element.focus();
  }

  /** A problem the server found; with `focus`, the field takes the focus. */
  function setError(name: keyof T, message: string, options: { focus?: boolean } = {}) {
    setProblems((current) => ({ ...current, [name]: { message } }));
    if (options.focus) focus(name);
  }

  /**
   * The submit handler: checks every field (the first one in error takes the focus) and, when all
   * are fine, runs `onValid` once at a time; a submit while it runs is dropped.
   */
  function handleSubmit(onValid: (values: T) => Promise<void> | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = formRef.current;
      if (!form || guard.isRunning()) return;
      const values = read(form);
      const found: Problems<T> = {};
      for (const name of Object.keys(rules) as (keyof T)[]) found[name] = problemOf(name, values);
      const show = () => {
        setSubmitted(true);
        setProblems(found);
      };
      const firstInvalid = (Object.keys(found) as (keyof T)[]).find((name) => found[name]);
      if (firstInvalid !== undefined) {
        // The messages are rendered before the focus moves: the field takes it already described
        // by its message, and the page is laid out once, not before and again after them
        // (docs/decisions/113-a-field-in-error-takes-the-focus-with-its-message.md).
        flushSync(show);
        focus(firstInvalid);
        return;
      }
      show();
      await guard.run(() => onValid(values));
    };
  }

  return { formRef, field, changed, errorOf, setError, handleSubmit, submitting: guard.pending, submitted };
}

/** The value of a named text input of `form` ('' when there is none). */
export function textOf(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element.value : '';
}

/** Whether a named checkbox of `form` is ticked. */
export function isTicked(form: HTMLFormElement, name: string): boolean {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement && element.checked;
}
