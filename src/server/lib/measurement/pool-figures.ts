import type pg from 'pg';

export interface PoolFigures {
  /** Connections open. */
  total: number;
  idle: number;
  /** Callers waiting for a free connection. */
  waiting: number;
}

export const poolFigures = (pool: pg.Pool): PoolFigures => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});
