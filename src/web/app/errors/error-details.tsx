import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n/use-t';
import { appErrorsMessages } from './messages';

/** Stands for the id in the sentence, so its element sits where the language puts it. */
const ID_MARK = '\uE000';

export function ErrorId({ eventId }: { eventId: string | null }) {
  const t = useT(appErrorsMessages);
  if (!eventId) return null;
  const [before, after = ''] = t('errorId', { id: ID_MARK }).split(ID_MARK);
  return (
    <p className="text-xs text-muted-foreground">
      {before}
      <span className="font-mono select-all">{eventId}</span>
      {after}
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
  const t = useT(appErrorsMessages);
  return (
    <div className="w-full text-left">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="mx-auto flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        {isOpen ? t('details.hide') : t('details.show')}
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
