import type { LoadResult } from '../harness';
import type { Phase } from '../progress';
import { withPeakRss } from './rss';

/** One measured figure: what it runs, against what, at which concurrency. */
export interface Figure {
  benchmark: string;
  /** The server's API, or PostgreSQL alone (pgbench over the statements the server runs). */
  source: 'API' | 'pgbench';
  connections: number;
  run(): Promise<LoadResult>;
}

export interface Round extends LoadResult {
  /** Peak VmRSS of the server process during the round. */
  rssPeakMb: number;
}

/** A figure measured in every round. */
export interface MeasuredFigure {
  benchmark: string;
  source: Figure['source'];
  connections: number;
  rounds: Round[];
}

/** The middle of the rounds and how far they spread. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length === 0
      ? Number.NaN
      : sorted.length % 2 === 1
        ? sorted[middle]!
        : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}

export const across = (figure: MeasuredFigure, value: (round: Round) => number) =>
  spread(figure.rounds.map(value));

/** Requests that failed or were never answered, over every round. */
export const failures = (figure: MeasuredFigure) =>
  figure.rounds.reduce((sum, r) => sum + r.non2xx + r.errors, 0);

const figureLabel = (f: Pick<Figure, 'benchmark' | 'source' | 'connections'>) =>
  `${f.benchmark} ${f.source} c=${f.connections}`;

/**
 * Every figure `rounds` times, interleaved: round 1 of every figure, then round 2 of every
 * figure, and so on, so a slow minute of a shared machine lands in one round of many figures
 * rather than in every round of one. The server's memory is sampled through each run.
 */
export async function runRounds(
  figures: Figure[],
  options: {
    rounds: number;
    seconds: number;
    pid: number;
    progress: Phase;
    /** Run before each figure, untimed (signing in again before tokens expire). */
    beforeEach?: () => Promise<void>;
  },
): Promise<MeasuredFigure[]> {
  const measured = figures.map((f): MeasuredFigure => ({
    benchmark: f.benchmark,
    source: f.source,
    connections: f.connections,
    rounds: [],
  }));
  for (let round = 1; round <= options.rounds; round += 1) {
    for (const [i, figure] of figures.entries()) {
      const { result, peakMb } = await options.progress.step(
        `round ${round}: ${figureLabel(figure)}`,
        async () => {
          await options.beforeEach?.();
          return withPeakRss(options.pid, () => figure.run());
        },
        // The run, its one-second warm-up and the start of its client.
        options.seconds + 2,
      );
      measured[i]!.rounds.push({ ...result, rssPeakMb: peakMb });
    }
  }
  return measured;
}
