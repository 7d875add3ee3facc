import { idempotencyKeySchema } from '@shared/schemas/common';

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
  /**
   * Sent as the Idempotency-Key of every send of this draft, made with it and kept with it until
   * it is sent: a resend after a lost answer gets the request the first send made, not a second.
   */
  idempotencyKey: string;
}

/**
 * A random UUID. randomUUID needs a secure context, and a plant may serve its portal over plain
 * HTTP on its own network: getRandomValues works there too (version 4 bits set by hand).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto
    .getRandomValues(new Uint8Array(16))
    .map((byte, i) => (i === 6 ? (byte & 0x0f) | 0x40 : i === 8 ? (byte & 0x3f) | 0x80 : byte));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/** An empty form with the key its sends will carry. */
export function newDraft(): RequestDraft {
  return {
    description: '',
    location: '',
    name: '',
    contact: '',
    stoppingWork: '',
    photoCount: 0,
    waitingToSend: false,
    idempotencyKey: newIdempotencyKey(),
  };
}

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
    const storedKey = idempotencyKeySchema.safeParse(value.idempotencyKey);
    const draft: RequestDraft = {
      description: text(value.description),
      location: text(value.location),
      name: text(value.name),
      contact: text(value.contact),
      stoppingWork: value.stoppingWork === 'yes' || value.stoppingWork === 'no' ? value.stoppingWork : '',
      photoCount: typeof value.photoCount === 'number' ? value.photoCount : 0,
      waitingToSend: value.waitingToSend === true,
      idempotencyKey: storedKey.success ? storedKey.data : newIdempotencyKey(),
    };
    // A draft kept without a usable key gets one now, stored at once so every later load sends the same.
    if (!storedKey.success) saveDraft(key, draft);
    return draft;
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
