import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/cn';

export function ErrorId({ eventId }: { eventId: string | null }) {
  if (!eventId) return null;
  return (
    <p className="text-xs text-muted-foreground">
      Error ID: <span className="font-mono select-all">{eventId}</span>
    </p>
  );
}

/** Chrome's stack repeats "Name: message" on its first line; Firefox's does not. */
function describeError(error: Error): string {
  const header = `${error.name}: ${error.message}`;
  const stack = error.stack?.startsWith(header)
    ? error.stack.slice(header.length).trim()
    : error.stack?.trim();
  return stack ? `${header}\n\n${stack}` : header;
}

/** The optional show/hide details toggle with the error's stack (core spec §2). */
export function ErrorDetailsToggle({ error }: { error: Error }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="w-full text-left">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="mx-auto flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        {isOpen ? 'Hide details' : 'Show details'}
        <ChevronDown className={cn('size-4 transition-transform', isOpen && 'rotate-180')} aria-hidden />
      </button>
      {isOpen ? (
        <pre
          id={panelId}
          className="mt-2 max-h-64 overflow-auto rounded-lg border bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap"
        >
          {describeError(error)}
        </pre>
      ) : null}
    </div>
  );
}
