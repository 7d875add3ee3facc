import type pg from 'pg';

export interface PoolFigures {
  /** Connections open. */
  total: number;
  idle: number;
  /** Callers waiting for a free connection. */
  waiting: number;
}

/** The figures of all the process's pools, added up. */
export const poolFigures = (...pools: pg.Pool[]): PoolFigures => ({
  total: pools.reduce((sum, pool) => sum + pool.totalCount, 0),
  idle: pools.reduce((sum, pool) => sum + pool.idleCount, 0),
  waiting: pools.reduce((sum, pool) => sum + pool.waitingCount, 0),
});
