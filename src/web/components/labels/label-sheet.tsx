import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@web/lib/i18n/use-t';
import { labelsMessages } from './messages';

/** Label stock of 63.5 × 38.1 mm, 3 × 7 on A4 (the common asset-label sheet). */
export const LABEL_WIDTH_MM = 63.5;
export const LABEL_HEIGHT_MM = 38.1;

/**
 * On paper only the sheet prints: the app (sidebar, header, toolbar) is taken out of the page.
 * The margins and gaps are those of 3 × 7 label stock (L7160 and its equivalents).
 */
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 15.1mm 7.2mm 0; }
  #root { display: none !important; }
  body { background: white !important; }
}`;

function LabelGrid({ labels }: { labels: ReactNode }) {
  return (
    <div
      className="grid justify-center gap-[2.5mm] print:justify-start print:gap-y-0"
      style={{ gridTemplateColumns: `repeat(auto-fill, ${LABEL_WIDTH_MM}mm)` }}
    >
      {labels}
    </div>
  );
}

/**
 * A printable labels page: `children` (header, notices) above an on-screen preview of the sheet,
 * or `empty` in its place, and a print-only copy of the labels outside the app's root, which
 * the print CSS hides.
 */
export function LabelSheetPage({
  labels,
  empty,
  children,
}: {
  /** The labels, keyed: they are drawn twice, on screen and for print. */
  labels: ReactNode;
  /** Shown instead of the preview when not null (nothing chosen, nothing matched). */
  empty: ReactNode;
  children: ReactNode;
}) {
  const t = useT(labelsMessages);
  return (
    <>
      <style>{PRINT_CSS}</style>
      {children}
      {empty ?? (
        <div
          className="overflow-x-auto rounded-xl border bg-muted/40 p-4 sm:p-6"
          aria-label={t('sheet.preview')}
        >
          <LabelGrid labels={labels} />
        </div>
      )}
      {createPortal(
        <div className="hidden print:block">
          <LabelGrid labels={labels} />
        </div>,
        document.body,
      )}
    </>
  );
}
