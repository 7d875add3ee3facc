import type { ReactNode } from 'react';

/**
 * The title block every screen starts with: heading, one-line description, actions on the right.
 * Titles and descriptions carry names people typed ("Good morning, {name}"): a long word wraps.
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-balance wrap-anywhere">{title}</h1>
        {description ? (
          <p className="mt-1 text-sm text-muted-foreground wrap-anywhere">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
