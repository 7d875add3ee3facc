/** The two kinds of file a step's answer is (issue 25 §3). */
export type EvidenceKind = 'photo' | 'signature';

/**
 * Where the picture of a photo or signature answer is read, on the order's detail and its
 * printed sheet: a photo's thumbnail (a row shows it small), a signature's own file (its strokes
 * stay sharp, and a drawn PNG is small already).
 */
export const stepEvidencePath = (attachmentId: string, kind: EvidenceKind): string =>
  `/api/attachments/${attachmentId}/${kind === 'photo' ? 'thumbnail' : 'file'}`;
