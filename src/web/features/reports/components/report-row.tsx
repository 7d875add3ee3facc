import type { ReactNode } from 'react';

/**
 * One report of a Reports card: what it holds, its choices, and its action (a download, or a
 * printable page). With choices, the action sits after them; without, beside the description.
 */
export function ReportRow({
  title,
  description,
  children,
  action,
}: {
  title: string;
  description: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-label={title} className="grid gap-4 py-5 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold">{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
        {children || !action ? null : <div className="shrink-0">{action}</div>}
      </div>
      {children ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
          {children}
          {action ? <div className="shrink-0">{action}</div> : null}
        </div>
      ) : null}
    </section>
  );
}
