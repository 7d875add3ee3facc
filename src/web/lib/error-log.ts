import { ERROR_LOG_MAX_ENTRIES, STORAGE_KEYS } from '@shared/constants';
import { readStored } from './session-storage';

/** One local error-log entry with the fields of core spec §3. */
export interface ErrorLogEntry {
  name: string;
  message: string;
  stack: string | null;
  errorInfo: string | null;
  context: Record<string, unknown>;
  userId: string | null;
  sessionId: string | null;
  url: string;
  userAgent: string;
  timestamp: string;
  eventId: string;
}

export interface ErrorReport {
  error: unknown;
  eventId?: string;
  /** React's component stack for render errors. */
  errorInfo?: string | null;
  context?: Record<string, unknown>;
}

export function newEventId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; a LAN install over plain HTTP still gets a usable id.
  return `evt-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function readErrorLog(): ErrorLogEntry[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.errorLog);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as ErrorLogEntry[]) : [];
  } catch {
    return [];
  }
}

function describe(error: unknown): Pick<ErrorLogEntry, 'name' | 'message' | 'stack'> {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack ?? null };
  return { name: 'NonError', message: String(error), stack: null };
}

/** Appends an entry to the local error log, keeping only the newest ERROR_LOG_MAX_ENTRIES. */
export function recordError({
  error,
  eventId = newEventId(),
  errorInfo = null,
  context = {},
}: ErrorReport): ErrorLogEntry {
  const entry: ErrorLogEntry = {
    ...describe(error),
    errorInfo,
    context,
    userId: readStored('userId'),
    sessionId: readStored('sessionId'),
    url: window.location.href,
    userAgent: navigator.userAgent,
    timestamp: new Date().toISOString(),
    eventId,
  };
  const entries = [...readErrorLog(), entry].slice(-ERROR_LOG_MAX_ENTRIES);
  try {
    window.localStorage.setItem(STORAGE_KEYS.errorLog, JSON.stringify(entries));
  } catch {
    // A full or disabled storage must not turn one error into two.
  }
  return entry;
}

/** A lazy page whose JavaScript could not be fetched (offline, or a deploy replaced the files). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}
