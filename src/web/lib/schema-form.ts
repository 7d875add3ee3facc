import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ZodType } from 'zod';

/**
 * The first message of each of the named fields in a failed parse: what a form that checks its
 * values with the shared schema itself (no form library) shows under each input.
 */
export function firstMessageByField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && found[field] === undefined) found[field] = issue.message;
  }
  return found;
}

/** Moves focus (and the view) to the first field marked invalid, in the order the form shows them. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus();
  // Centred, so a sticky dialog footer does not cover it; jsdom has no scrollIntoView.
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * A form of a few text fields checked with the shared schema, on the timing of every other form
 * (lib/forms.ts: a message appears once the field is left or the form submitted, then follows
 * each keystroke; a failed submit focuses the first). For the sign-in page, whose budget has no
 * room for react-hook-form (ADR 63); every other form uses `useAppForm`.
 */
export function useSchemaForm<V extends { [K in keyof V]: string }, Out>(schema: ZodType<Out>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = Object.keys(initial) as (keyof V & string)[];
  const parsed = schema.safeParse(values);
  const messages: Partial<Record<keyof V & string, string>> = parsed.success
    ? {}
    : firstMessageByField(parsed.error.issues, fields);
  const errors: Partial<Record<keyof V & string, string>> = {};
  for (const field of fields) {
    if (submitCount > 0 || touched[field]) errors[field] = messages[field];
  }

  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(formRef.current);
  }, [submitCount]);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  /** Puts in new values as if typed afresh: no message until the person leaves a field or submits. */
  const fill = (next: V) => {
    setValues(next);
    setTouched({});
    setSubmitCount(0);
  };

  const handleSubmit = (onValid: (data: Out) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) {
      setSubmitCount((count) => count + 1);
      return;
    }
    setIsSubmitting(true);
    try {
      await onValid(parsed.data);
    } finally {
      setIsSubmitting(false);
    }
  };

  return { formRef, field, fill, errors, isSubmitting, handleSubmit };
}
