import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { useLocalizeMessage } from '@web/lib/errors/error-text';
import { Label } from './label';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * Label, control, hint and error message wired together: the control gets the id, the
 * invalid flag and the describedby links, so each field reads correctly to screen readers.
 */
export function FormField({
  label,
  error,
  hint,
  children,
  className,
  labelAction,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactElement<ControlProps>;
  className?: string;
  /** Something beside the label, such as a "Forgot?" link. */
  labelAction?: ReactNode;
}) {
  const generatedId = useId();
  // Form errors arrive as English (a shared schema's or the server's message): worded here, once.
  const localize = useLocalizeMessage();
  const id = children.props.id ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid grid-cols-1 content-start gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAction}
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {localize(error)}
        </p>
      ) : null}
    </div>
  );
}
