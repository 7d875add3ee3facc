/**
 * What a requester has typed, kept on the phone per portal and asset, so a lost signal or a
 * closed tab does not lose it (issue 23). Photos are not kept: they stay in the page's memory
 * only, and the form says so when a draft comes back without them.
 */
export interface RequestDraft {
  description: string;
  location: string;
  name: string;
  contact: string;
  /** '' until the requester answers "Is it stopping work?". */
  stoppingWork: '' | 'yes' | 'no';
  /** How many photos were chosen when the draft was last saved. */
  photoCount: number;
  /** Submitted without a connection: send it as soon as there is one. */
  waitingToSend: boolean;
}

export const EMPTY_DRAFT: RequestDraft = {
  description: '',
  location: '',
  name: '',
  contact: '',
  stoppingWork: '',
  photoCount: 0,
  waitingToSend: false,
};

const PREFIX = 'fieldwork-request-draft';

export function draftKey(portalKey: string, assetTag: string | undefined): string {
  return `${PREFIX}:${portalKey}:${assetTag ?? ''}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function loadDraft(key: string): RequestDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    const value = stored as Record<string, unknown>;
    return {
      description: text(value.description),
      location: text(value.location),
      name: text(value.name),
      contact: text(value.contact),
      stoppingWork: value.stoppingWork === 'yes' || value.stoppingWork === 'no' ? value.stoppingWork : '',
      photoCount: typeof value.photoCount === 'number' ? value.photoCount : 0,
      waitingToSend: value.waitingToSend === true,
    };
  } catch {
    // Storage blocked (private mode) or a damaged value: start from an empty form.
    return null;
  }
}

export function saveDraft(key: string, draft: RequestDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft; the form itself keeps working.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above: nothing to clean up where storage is blocked.
  }
}

/** Whether anything worth keeping was typed (an untouched form leaves no draft behind). */
export function hasContent(draft: RequestDraft): boolean {
  return Boolean(draft.description || draft.location || draft.name || draft.contact || draft.stoppingWork);
}
