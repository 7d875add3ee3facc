import { useEffect, useRef, type FormEvent, type MouseEvent, type RefObject } from 'react';
import {
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from './api-client';
import { localizeMessage } from './errors/error-text';
import { focusFirstInvalid } from './schema-form';

/**
 * Puts the server's per-field messages (`details[].path`) on the matching form fields, so
 * "Current password is incorrect" appears under the field it is about. Returns how many were placed.
 * `pathPrefix` maps a body sent for one row of a larger form (`preferences.3.`) onto that row.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  pathPrefix = '',
): number {
  if (!(error instanceof ApiError) || !error.body?.details) return 0;
  let placed = 0;
  for (const detail of error.body.details) {
    const field = fields.find((name) => name === `${pathPrefix}${detail.path}`);
    if (field) {
      setError(field, { type: 'server', message: detail.message });
      placed += 1;
    }
  }
  return placed;
}

/**
 * The fields a person changed, for a PATCH with If-Match: untouched fields are not sent (so a
 * colleague's concurrent edit of another field survives) and a field cleared is sent as null.
 */
export function changedFields<K extends string>(
  values: Partial<Record<K, unknown>>,
  dirty: Partial<Record<K, boolean | undefined>>,
  fields: readonly K[],
): Partial<Record<K, unknown>> {
  const changes: Partial<Record<K, unknown>> = {};
  for (const field of fields) {
    if (dirty[field]) changes[field] = values[field] ?? null;
  }
  return changes;
}

/**
 * When every form speaks: an error appears once the person leaves the field (or submits), then
 * follows each keystroke. Focusing the first error is done by `useAppForm` from the screen, so
 * field arrays and custom selects are reached too.
 */
export const VALIDATION_TIMING = {
  mode: 'onTouched',
  reValidateMode: 'onChange',
  shouldFocusError: false,
} as const satisfies Partial<UseFormProps>;

/**
 * The message a row of a field array shows, on the same timing as every other field: once the
 * person has left it, or after a submit. react-hook-form validates the whole array each time a
 * row is added, which would otherwise put "cannot be empty" under a row still being typed in.
 */
export function rowError(
  state: { isTouched: boolean; error?: FieldError },
  isSubmitted: boolean,
): string | undefined {
  const message = state.isTouched || isSubmitted ? state.error?.message : undefined;
  return message === undefined ? undefined : localizeMessage(message);
}

/**
 * For a button below fields whose messages appear when a field is left ("Add step"): pressing it
 * keeps the focus where it is until the click, so no message appears or vanishes between press
 * and release. Otherwise the button moves under the pointer and the click is lost (issue 22).
 * The keyboard reaches and presses it as before.
 */
export const keepFocusOnPress = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
} as const;

/**
 * react-hook-form with the app's validation timing. A submit that fails validation focuses
 * and scrolls to the first invalid field: give the <form> the returned `formRef`.
 */
export function useAppForm<TValues extends FieldValues, TContext = unknown, TTransformed = TValues>(
  options: UseFormProps<TValues, TContext, TTransformed>,
): UseFormReturn<TValues, TContext, TTransformed> & { formRef: RefObject<HTMLFormElement | null> } {
  const form = useForm<TValues, TContext, TTransformed>({ ...VALIDATION_TIMING, ...options });
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitSuccessful } = form.formState;
  useEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) focusFirstInvalid(formRef.current);
  }, [submitCount, isSubmitSuccessful]);
  return { ...form, formRef };
}

/**
 * A form inside a dialog sits inside its opener's form in the React tree (portals keep it), so
 * its submit event would also submit the outer form and wake its errors. This keeps it its own.
 */
export function ownSubmit(
  handler: (event: FormEvent<HTMLFormElement>) => unknown,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.stopPropagation();
    void handler(event);
  };
}
