import type { ReactNode } from 'react';

/** A tab's own heading, with a line under it and its action (Refresh) on the right. */
export function SectionHeader({
  id,
  title,
  description,
  action,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
