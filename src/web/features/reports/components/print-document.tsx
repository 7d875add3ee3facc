import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { useT } from '@web/lib/i18n/use-t';
import { reportsMessages } from '../messages';

/**
 * On paper only the sheets print: the app (#root: sidebar, header, this toolbar) is taken out
 * of the page and a copy of the sheets, kept outside #root, is shown instead. Each
 * `[data-print-sheet]` ends its page, so every order starts on a page of its own. A <style> of
 * the page's own (not a CSS file), so the rules leave with the page.
 */
const PRINT_CSS = `[data-print-copy] { display: none; }
@media print {
  @page { size: A4; margin: 12mm 14mm; }
  #root { display: none !important; }
  html, body { background: white !important; }
  [data-print-copy] { display: block; }
  [data-print-sheet] {
    break-after: page;
    max-width: none !important;
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    border-radius: 0 !important;
    box-shadow: none !important;
    font-size: 9.5pt !important;
  }
  [data-print-sheet] table, [data-print-sheet] li, [data-print-sheet] section > h3 { break-inside: avoid; }
  [data-print-sheet] section > h3, [data-print-sheet] h4 { break-after: avoid; }
}`;

/**
 * A print preview: the title, Back and Print on screen, then the sheets as they will print.
 * `children` (the sheets) is drawn twice, for the screen and for paper.
 */
export function PrintDocument({
  title,
  description,
  status,
  notice,
  waitingFor,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Loading, error or empty: shown instead of the sheets, and Print is off. */
  status?: ReactNode;
  /** Shown on screen above the sheets (never printed). */
  notice?: ReactNode;
  /** What the sheets still wait for (their pictures): said, and Print is off until it is in. */
  waitingFor?: string;
  children?: ReactNode;
}) {
  const t = useT(reportsMessages);
  const canPrint = !status && Boolean(children);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <Button asChild variant="outline" className="flex-1 sm:flex-none">
              <Link href="/reports">
                <ArrowLeft aria-hidden />
                {t('print.back')}
              </Link>
            </Button>
            <Button
              onClick={() => window.print()}
              disabled={!canPrint || Boolean(waitingFor)}
              className="flex-1 sm:flex-none"
            >
              <Printer aria-hidden />
              {t('print.print')}
            </Button>
          </>
        }
      />
      {canPrint ? (
        <>
          {notice}
          {waitingFor ? (
            <p role="status" className="text-sm text-muted-foreground">
              {waitingFor}
            </p>
          ) : null}
          <div aria-label={t('print.preview')} role="region" className="grid gap-6">
            {children}
          </div>
          {createPortal(
            <div data-print-copy="" aria-hidden>
              {children}
            </div>,
            document.body,
          )}
        </>
      ) : (
        status
      )}
    </>
  );
}

/** One printed page's frame: white paper on screen, the page itself on paper. */
export function PaperSheet({ label, children }: { label: string; children: ReactNode }) {
  return (
    <article
      data-print-sheet=""
      aria-label={label}
      className="mx-auto w-full max-w-[210mm] rounded-md border border-neutral-300 bg-white p-4 text-[13px] leading-snug text-neutral-900 shadow-sm sm:p-[12mm]"
    >
      {children}
    </article>
  );
}
