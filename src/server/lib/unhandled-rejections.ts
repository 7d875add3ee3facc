import type { EventEmitter } from 'node:events';

export interface RejectionLog {
  error(details: { err: unknown }, message: string): void;
}

/**
 * The last line of defence for a promise nobody awaited (a library's fire-and-forget call):
 * logs its rejection at error level and keeps the process running, instead of Node's default
 * of ending it, which took every user's session down with one failed background call. Each
 * source is still fixed where it is found; this only keeps an overlooked one from being fatal.
 * Uncaught exceptions stay fatal: after one, the process's state is unknown.
 */
export function survivePromiseRejections(log: RejectionLog, target: EventEmitter = process): void {
  target.on('unhandledRejection', (reason: unknown) => {
    log.error({ err: reason }, 'Unhandled promise rejection (the process keeps running)');
  });
}
