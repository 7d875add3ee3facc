/**
 * This device's clock against the server's (ADR 43): the offset is measured whenever the copy
 * syncs (the server says its time with every change page) and kept with the copy across reloads.
 * A change made offline is stamped with the device's time corrected by it, so a phone whose
 * clock is ten minutes slow still records a start at the minute it happened.
 */
let offsetMs = 0;

export const serverClock = {
  /** The server's clock minus this device's (ms), as last measured. */
  offsetMs: (): number => offsetMs,
  /** Sets the offset from the server's time as it answered at the device's `localMs`. */
  measure(serverTime: string, localMs: number): void {
    const server = Date.parse(serverTime);
    if (Number.isFinite(server)) offsetMs = server - localMs;
  },
  restore(savedOffsetMs: number): void {
    offsetMs = savedOffsetMs;
  },
  /** Now, as the server would say it. */
  now: (): Date => new Date(Date.now() + offsetMs),
};
