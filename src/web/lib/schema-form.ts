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
 * room for react-hook-form (ADR 63), nor for zod until someone starts filling in the form: the
 * schema is loaded when a field is first focused or the form submitted (ADR 69). Every other
 * form uses `useAppForm`.
 */
export function useSchemaForm<V extends { [K in keyof V]: string }, Out>(
  loadSchema: () => Promise<ZodType<Out>>,
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [schema, setSchema] = useState<ZodType<Out> | null>(null);
  const loading = useRef<Promise<ZodType<Out>> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = Object.keys(initial) as (keyof V & string)[];
  const parsed = schema?.safeParse(values);
  const messages: Partial<Record<keyof V & string, string>> =
    parsed === undefined || parsed.success ? {} : firstMessageByField(parsed.error.issues, fields);
  const errors: Partial<Record<keyof V & string, string>> = {};
  for (const field of fields) {
    if (submitCount > 0 || touched[field]) errors[field] = messages[field];
  }

  const ensureSchema = () => {
    loading.current ??= loadSchema().then((loaded) => {
      setSchema(() => loaded);
      return loaded;
    });
    return loading.current;
  };

  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(formRef.current);
  }, [submitCount]);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onFocus: () => void ensureSchema(),
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
    const result = (await ensureSchema()).safeParse(values);
    if (!result.success) {
      setSubmitCount((count) => count + 1);
      return;
    }
    setIsSubmitting(true);
    try {
      await onValid(result.data);
    } finally {
      setIsSubmitting(false);
    }
  };

  return { formRef, field, fill, errors, isSubmitting, handleSubmit };
}
