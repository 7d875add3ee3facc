import { Cron } from 'croner';
import type pg from 'pg';

export interface JobLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobDefinition {
  name: string;
  /** Cron pattern (croner syntax, seconds optional). */
  schedule: string;
  /** Fixed advisory-lock key: with N instances, one runs the job and the others skip. */
  lockKey: number;
  run(): Promise<Record<string, unknown> | void>;
  /**
   * A run that did nothing (every count of its result 0) is not logged: a delivery loop every few
   * seconds would otherwise write thousands of empty lines a day.
   */
  quietWhenIdle?: boolean;
}

/** Whether a run's result counts nothing: every figure in it is 0. */
export const isIdleRun = (result: Record<string, unknown> | void): boolean =>
  !!result && Object.values(result).every((value) => value === 0);

/**
 * Runs one job under a transaction-scoped advisory lock on a connection of its own.
 * Returns false when another instance holds the lock (it is running the same job now).
 */
export async function runExclusively(pool: pg.Pool, job: Pick<JobDefinition, 'lockKey' | 'run'>) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_xact_lock($1) as locked',
      [job.lockKey],
    );
    if (!rows[0]?.locked) {
      await client.query('rollback');
      return { ran: false as const };
    }
    try {
      const result = await job.run();
      return { ran: true as const, result };
    } finally {
      await client.query('commit');
    }
  } finally {
    client.release();
  }
}

/** Told when a job run throws, after it was logged: the administrators hear of it (a system alert). */
export type JobFailureHandler = (job: JobDefinition, error: unknown) => Promise<unknown>;

export function startJobs(
  pool: pg.Pool,
  jobs: JobDefinition[],
  log: JobLogger,
  onFailure: JobFailureHandler,
) {
  const crons = jobs.map(
    (job) =>
      new Cron(job.schedule, { protect: true, name: job.name }, async () => {
        try {
          const outcome = await runExclusively(pool, job);
          if (outcome.ran && !(job.quietWhenIdle && isIdleRun(outcome.result)))
            log.info({ job: job.name, ...(outcome.result ?? {}) }, 'job finished');
        } catch (error) {
          log.error({ err: error, job: job.name }, 'job failed');
          await onFailure(job, error).catch((alertError: unknown) =>
            log.error({ err: alertError, job: job.name }, 'job failure alert could not be sent'),
          );
        }
      }),
  );
  return {
    stop() {
      for (const cron of crons) cron.stop();
    },
  };
}
