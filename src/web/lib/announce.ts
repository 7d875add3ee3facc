/**
 * What the screen says aloud without showing it anew (issue 29 §5, ADR 67): a change a person
 * did not make here, or a state they cannot see from where focus is (offline, synced, refused).
 * `LiveAnnouncer` (in the screen kit, beside the toasts) speaks the latest message of each kind
 * through a live region that is always on the page. Toasts speak for themselves.
 */
export type Politeness = 'polite' | 'assertive';

export interface Announcement {
  text: string;
  /** Changes with every message, so the same words said twice are heard twice. */
  id: number;
}

export type Announcements = Readonly<Record<Politeness, Announcement | null>>;

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Announcements = { polite: null, assertive: null };
let counter = 0;

/** Polite waits for the screen reader to finish; assertive (a refused change, an error) interrupts. */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  current = { ...current, [politeness]: { text, id: counter } };
  listeners.forEach((listener) => listener());
}

export function getAnnouncements(): Announcements {
  return current;
}

export function subscribeAnnouncements(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test helper: forget what was said. */
export function resetAnnouncements(): void {
  current = { polite: null, assertive: null };
  listeners.forEach((listener) => listener());
}
