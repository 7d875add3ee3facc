import { stripVTControlCharacters } from 'node:util';

/** A one-off measurement that may fail without ending the run: its value, or why it failed. */
export type Attempt<T> = { value: T } | { failed: string };

/**
 * Runs a measurement of its own (a browser's visit), so that one that fails is reported as
 * failed beside every other figure rather than ending a run of half an hour.
 */
export async function attempt<T>(work: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { value: await work() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Playwright colours its call log for a terminal; the report is a file.
    const plain = stripVTControlCharacters(message);
    return { failed: plain.replace(/\s+/g, ' ').trim().slice(0, 300) };
  }
}
