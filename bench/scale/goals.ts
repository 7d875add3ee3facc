import type { LoadResult } from '../harness';
import type { SignInTransfer } from '../sign-in-transfer';
import type { Attempt } from './attempt';
import { CREATE, EQUIPMENT_PERFORMANCE } from './api.bench';
import { across, failures, spread, type MeasuredFigure, type Round, type Spread } from './rounds';

/** One goal of the issues, with what the run measured (median of the rounds, their range in brackets). */
export interface GoalResult {
  issue: number;
  figure: string;
  goal: string;
  measured: string;
  met: boolean;
}

/** API ÷ pgbench at concurrency 1 and 32 (issue 30). */
const RATIO_GOALS: Readonly<Record<number, number>> = { 1: 0.6, 32: 0.4 };
const RSS_GOAL_MB = 300;
const SIGN_IN_GOAL_KB = 120;

export const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number) => number(value, value < 100 ? 1 : 0);
export const spreadText = (s: Spread, format: (value: number) => string) =>
  s.min === s.max ? format(s.median) : `${format(s.median)} (${format(s.min)}–${format(s.max)})`;

const percentileText = (f: MeasuredFigure, key: 'p50' | 'p95') =>
  `${key} ${spreadText(
    across(f, (r) => r[key]),
    ms,
  )} ms`;
const rateText = (f: MeasuredFigure) =>
  `${spreadText(
    across(f, (r) => r.rps),
    (v) => number(v),
  )}/s`;
const failureText = (f: MeasuredFigure) => (failures(f) > 0 ? `; ${number(failures(f))} failed` : '');

function find(figures: MeasuredFigure[], benchmark: string, connections: number, source = 'API') {
  return figures.find(
    (f) => f.benchmark === benchmark && f.connections === connections && f.source === source,
  );
}

/** Each round's API rate over the same round's pgbench rate: the pair ran one after the other. */
const ratios = (api: MeasuredFigure, sql: MeasuredFigure) =>
  spread(api.rounds.map((r: Round, i) => r.rps / (sql.rounds[i]?.rps ?? Number.NaN)));

function ratioGoals(figures: MeasuredFigure[]): GoalResult[] {
  return figures
    .filter((f) => f.source === 'pgbench')
    .map((sql) => {
      const api = find(figures, sql.benchmark, sql.connections)!;
      const goal = RATIO_GOALS[sql.connections]!;
      const ratio = ratios(api, sql);
      return {
        issue: 30,
        figure: `${sql.benchmark}, cold, c=${sql.connections}`,
        goal: `API ÷ pgbench ≥ ${goal}`,
        measured:
          `${spreadText(ratio, (v) => number(v, 2))}: API ${rateText(api)}, pgbench ${rateText(sql)}` +
          failureText(api) +
          failureText(sql),
        met: ratio.median >= goal && failures(api) + failures(sql) === 0,
      };
    });
}

/** A goal on one figure: met by its medians, with no request failed in any round. */
function figureGoal(
  issue: number,
  figure: MeasuredFigure | undefined,
  goal: string,
  measure: (f: MeasuredFigure) => { text: string; ok: boolean },
): GoalResult[] {
  if (!figure) return [];
  const { text, ok } = measure(figure);
  return [
    {
      issue,
      figure: `${figure.benchmark}, c=${figure.connections}`,
      goal,
      measured: text + failureText(figure),
      met: ok && failures(figure) === 0,
    },
  ];
}

const p95Goal = (issue: number, figure: MeasuredFigure | undefined, limitMs: number) =>
  figureGoal(issue, figure, `p95 ≤ ${limitMs} ms`, (f) => ({
    text: `${percentileText(f, 'p95')}, ${percentileText(f, 'p50')}, ${rateText(f)}`,
    ok: across(f, (r) => r.p95).median <= limitMs,
  }));

function signInGoal(visit: Attempt<SignInTransfer>): GoalResult {
  const goal = {
    issue: 30,
    figure: 'sign-in, a signed-out visit of /login in Chromium',
    goal: `≤ ${SIGN_IN_GOAL_KB} KB transferred (gzip)`,
  };
  if ('failed' in visit) return { ...goal, measured: `not measured: ${visit.failed}`, met: false };
  const { gzipBytes, files, precachedBeforeSignIn } = visit.value;
  const kb = gzipBytes / 1024;
  return {
    ...goal,
    measured: `${number(kb, 1)} KB in ${files} responses; ${precachedBeforeSignIn} files precached before sign-in`,
    met: kb <= SIGN_IN_GOAL_KB,
  };
}

export function judgeGoals(run: {
  figures: MeasuredFigure[];
  rssPeakMb: number;
  signIn: Attempt<SignInTransfer>;
  scheduler: LoadResult & { generated: number };
}): GoalResult[] {
  const { figures } = run;
  const createsAt32 = find(figures, CREATE, 32);
  return [
    ...ratioGoals(figures),
    ...figureGoal(
      30,
      find(figures, `${EQUIPMENT_PERFORMANCE}, one computation`, 1),
      'one computation ≤ 50 ms',
      (f) => ({
        text: `${percentileText(f, 'p50')}, ${percentileText(f, 'p95')}`,
        ok: across(f, (r) => r.p50).median <= 50,
      }),
    ),
    ...p95Goal(30, find(figures, `${EQUIPMENT_PERFORMANCE}, independent computations`, 32), 500),
    ...figureGoal(30, createsAt32, '≥ 300/s with p95 ≤ 200 ms', (f) => ({
      text: `${rateText(f)}, ${percentileText(f, 'p95')}`,
      ok: across(f, (r) => r.rps).median >= 300 && across(f, (r) => r.p95).median <= 200,
    })),
    ...figureGoal(30, find(figures, CREATE, 1), 'p50 ≤ 6 ms', (f) => ({
      text: `${percentileText(f, 'p50')}, ${percentileText(f, 'p95')}`,
      ok: across(f, (r) => r.p50).median <= 6,
    })),
    {
      issue: 30,
      figure: 'server RSS, the whole run',
      goal: `≤ ${RSS_GOAL_MB} MB`,
      measured: `peak ${number(run.rssPeakMb)} MB`,
      met: run.rssPeakMb <= RSS_GOAL_MB,
    },
    signInGoal(run.signIn),
    ...p95Goal(14, find(figures, 'GET /api/dashboard/stats', 32), 50),
    ...p95Goal(14, find(figures, 'GET /api/pm-compliance?days=365', 32), 200),
    {
      issue: 14,
      figure: `${run.scheduler.name} (${number(run.scheduler.generated)} generated), once`,
      goal: '≤ 3 s',
      measured: `${number(run.scheduler.p50 / 1000, 2)} s${run.scheduler.non2xx > 0 ? ', failed' : ''}`,
      met: run.scheduler.p50 <= 3000 && run.scheduler.non2xx === 0,
    },
  ];
}
