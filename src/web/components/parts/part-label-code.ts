/**
 * What a part's bin label encodes, and how a scan finds the part again (issue 27). The label
 * carries the bare part number rather than a link: any scanner app reads it as text, and the
 * vendor's own barcode of the same number on the box finds the same part.
 */
export function partLabelText(part: { partNumber: string }): string {
  return part.partNumber;
}

export interface ScannablePart {
  partNumber: string;
  vendorPartNumber?: string | null;
}

/**
 * The part number a scan stands for: the text itself, or the `q` of an inventory link
 * (`https://…/inventory?q=PN`), as a label pointing into the app's search would carry it.
 */
function scannedPartNumber(scanned: string): string {
  const text = scanned.trim();
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    return new URL(text).searchParams.get('q')?.trim() ?? text;
  } catch {
    return text;
  }
}

/**
 * The index of the first candidate whose part number or vendor part number is the scanned
 * text, case-insensitively (part numbers are typed in either case on boxes and in the app);
 * -1 when none is.
 */
export function matchesScannedPart(scanned: string, candidates: readonly ScannablePart[]): number {
  const wanted = scannedPartNumber(scanned).toUpperCase();
  if (!wanted) return -1;
  return candidates.findIndex(
    (candidate) =>
      candidate.partNumber.toUpperCase() === wanted || candidate.vendorPartNumber?.toUpperCase() === wanted,
  );
}
