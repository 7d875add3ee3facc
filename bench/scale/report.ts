import fs from 'node:fs/promises';
import type { Attempt } from './attempt';
import path from 'node:path';
import { number, spreadText, type GoalResult } from './goals';
import type { Machine } from './machine';
import { replicaMarkdown, type ReplicaFillResult } from './replica.bench';
import { across, failures, type MeasuredFigure } from './rounds';

export interface ScaleReport {
  at: string;
  scale: string;
  machine: Machine;
  /** Load averages when the run ended (the machine's are at its start). */
  loadAverageAtEnd: number[];
  database: string;
  generation: { seconds: number; postgresCpuSeconds?: number; counts: Record<string, number> };
  secondsPerRun: number;
  rounds: number;
  wallSeconds: number;
  goals: GoalResult[];
  figures: MeasuredFigure[];
  /** What pgbench ran per hot read: one request's statements, as the server sent them. */
  statements: Record<string, string[]>;
  /** The device's copy of the big warehouse, filled and queried in Chromium (issue 22). */
  replica: Attempt<ReplicaFillResult>;
  notes: string[];
}

const ms = (value: number) => number(value, value < 100 ? 1 : 0);

function goalsTable(goals: GoalResult[]): string[] {
  return [
    '| issue | figure | goal | measured: median (range) of the rounds | met? |',
    '|---|---|---|---|---|',
    ...goals.map(
      (g) => `| ${g.issue} | ${g.figure} | ${g.goal} | ${g.measured} | ${g.met ? 'yes' : '**missed**'} |`,
    ),
  ];
}

function figuresTable(figures: MeasuredFigure[]): string[] {
  return [
    '| benchmark | source | conc. | requests | failed | req/s | p50 ms | p95 ms | p99 ms | server RSS MB |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.map((f) => {
      const requests = f.rounds.reduce((sum, r) => sum + r.requests, 0);
      const cells = [
        spreadText(
          across(f, (r) => r.rps),
          (v) => number(v, v < 100 ? 1 : 0),
        ),
        spreadText(
          across(f, (r) => r.p50),
          ms,
        ),
        spreadText(
          across(f, (r) => r.p95),
          ms,
        ),
        spreadText(
          across(f, (r) => r.p99),
          ms,
        ),
        number(Math.max(...f.rounds.map((r) => r.rssPeakMb))),
      ];
      return `| ${f.benchmark} | ${f.source} | ${f.connections} | ${number(requests)} | ${number(failures(f))} | ${cells.join(' | ')} |`;
    }),
  ];
}

export function markdown(report: ScaleReport): string {
  const m = report.machine;
  const counts = Object.entries(report.generation.counts)
    .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
    .join(', ');
  const cpu = report.generation.postgresCpuSeconds;
  return [
    `# npm run bench -- --scale ${report.scale}`,
    '',
    `${report.at}: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, PostgreSQL ${m.postgres} (${report.database}); ` +
      `load average ${m.loadAverage.join(' / ')} at the start, ${report.loadAverageAtEnd.join(' / ')} at the end.`,
    '',
    `Generated in ${report.generation.seconds.toFixed(0)} s` +
      (cpu === undefined ? '' : ` (PostgreSQL's generating session used ${cpu.toFixed(0)} s of CPU)`) +
      `: ${counts}. Each figure ran ${report.rounds} rounds of ${report.secondsPerRun} s, interleaved; ` +
      `the whole run took ${(report.wallSeconds / 60).toFixed(1)} min.`,
    '',
    '## Goals',
    '',
    ...goalsTable(report.goals),
    '',
    '## Every figure (median of the rounds, their range in brackets)',
    '',
    ...figuresTable(report.figures),
    '',
    ...('value' in report.replica
      ? replicaMarkdown(report.replica.value)
      : ['## The device’s copy of the big warehouse', '', `**Not measured**: ${report.replica.failed}`, '']),
    '## Notes',
    '',
    ...report.notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
}

/** Writes bench/results/latest.json and latest.md (bench/results is not committed). */
export async function writeReport(report: ScaleReport): Promise<string> {
  const outDir = path.resolve(import.meta.dirname, '..', 'results');
  await fs.mkdir(outDir, { recursive: true });
  await fs.writeFile(path.join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const text = markdown(report);
  await fs.writeFile(path.join(outDir, 'latest.md'), text);
  return text;
}
