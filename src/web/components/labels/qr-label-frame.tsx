import type { BlobUrlState } from '@web/components/attachments/use-blob-url';
import { LABEL_HEIGHT_MM, LABEL_WIDTH_MM } from './label-sheet';
import { useT } from '@web/lib/i18n/use-t';
import { labelsMessages } from './messages';

/**
 * The code's type size: about 25 mm of the label are left beside the QR code, which hold 9
 * monospaced characters at 13 pt and 12 at 10 pt; longer codes go smaller, then wrap.
 */
function codeSize(code: string): string {
  if (code.length <= 9) return 'text-[13pt]';
  return code.length <= 12 ? 'text-[10pt]' : 'text-[8.5pt]';
}

/**
 * One label of the sheet: the QR code, the code it stands for in large type (read by eye when
 * no scanner is at hand), the name and where the thing is.
 */
export function QrLabelFrame({
  qr,
  code,
  name,
  place,
}: {
  qr: BlobUrlState;
  code: string;
  name: string;
  place: string | null;
}) {
  const t = useT(labelsMessages);
  return (
    <div
      className="flex items-center gap-[2.5mm] overflow-hidden rounded-[2mm] border border-neutral-300 bg-white p-[2.5mm] text-black print:rounded-none print:border-transparent"
      style={{ width: `${LABEL_WIDTH_MM}mm`, height: `${LABEL_HEIGHT_MM}mm`, breakInside: 'avoid' }}
    >
      {qr.status === 'ready' ? (
        <img src={qr.url} alt={t('label.qrFor', { code })} className="size-[31mm] shrink-0" />
      ) : (
        <div className="size-[31mm] shrink-0 animate-pulse bg-neutral-200" aria-hidden />
      )}
      <div className="min-w-0 leading-tight">
        <p className={`font-mono ${codeSize(code)} font-bold tracking-tight break-all`}>{code}</p>
        <p className="mt-[1mm] line-clamp-2 text-[8pt] font-medium">{name}</p>
        {place ? <p className="mt-[0.5mm] truncate text-[7pt] text-neutral-600">{place}</p> : null}
      </div>
    </div>
  );
}
