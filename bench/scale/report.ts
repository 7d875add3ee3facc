import { replicaMarkdown, type ReplicaFillResult } from './replica.bench';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadResult } from '../harness';
import type { Machine } from './machine';

export type Mode = 'warm' | 'cold';

/** One row of the table: a load result with how it was made, the server's memory and its target. */
export interface ScaleResult extends LoadResult {
  benchmark: string;
  mode: Mode;
  /** Peak VmRSS of the server process during the run. */
  rssPeakMb: number;
  /** The issue's target for this row (p95 at concurrency 32, cold), when it has one. */
  targetP95Ms?: number;
  met?: boolean;
}

/** Cold API throughput against the same SQL run directly at the same concurrency (issue 14 §2). */
export interface YardstickResult {
  read: string;
  connections: number;
  apiRps: number;
  /** True when apiRps is 1 ÷ mean read time (a write preceded each read, at concurrency 1). */
  apiEstimated: boolean;
  sqlRps: number;
  sqlP95: number;
  /** Undefined where no fair ratio exists (see yardstick.ts). */
  ratio?: number;
  met?: boolean;
}

export const YARDSTICK_TARGET = 0.5;

export interface ScaleReport {
  at: string;
  scale: string;
  machine: Machine;
  /** Load averages when the run ended (the machine's are at its start). */
  loadAverageAtEnd: number[];
  database: string;
  generation: { seconds: number; postgresCpuSeconds?: number; counts: Record<string, number> };
  secondsPerRun: number;
  wallSeconds: number;
  results: ScaleResult[];
  yardstick: YardstickResult[];
  /** The device's copy of the big warehouse, filled and queried in Chromium (issue 22). */
  replica?: ReplicaFillResult;
  notes: string[];
}

const ms = (value: number) => value.toFixed(1);

export function resultsTable(results: ScaleResult[]): string {
  const lines = [
    '| benchmark | mode | conc. | requests | non-2xx | p50 ms | p95 ms | p99 ms | req/s | server RSS MB | target | met? |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of results) {
    if (r.requests === 0) {
      // Requests still in flight when a run ends are not counted: here none had come back.
      const met = r.met === undefined ? '' : '**no**';
      const target = r.targetP95Ms === undefined ? '' : `p95 ≤ ${r.targetP95Ms} ms`;
      lines.push(
        `| ${r.benchmark} | ${r.mode} | ${r.connections} | 0 | none answered within the run | – | – | – | 0 | ${r.rssPeakMb.toFixed(0)} | ${target} | ${met} |`,
      );
      continue;
    }
    const statuses = Object.entries(r.failedStatuses ?? {})
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    const failures = [
      String(r.non2xx),
      statuses ? `(${statuses})` : '',
      r.errors > 0 ? `+${r.errors} unanswered` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const target = r.targetP95Ms === undefined ? '' : `p95 ≤ ${r.targetP95Ms} ms`;
    const met = r.met === undefined ? '' : r.met ? 'yes' : '**no**';
    lines.push(
      `| ${r.benchmark} | ${r.mode} | ${r.connections} | ${r.requests} | ${failures} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.rps.toFixed(1)} | ${r.rssPeakMb.toFixed(0)} | ${target} | ${met} |`,
    );
  }
  return lines.join('\n');
}

export function yardstickTable(rows: YardstickResult[]): string {
  const lines = [
    '| hot read | conc. | API cold req/s | SQL req/s | SQL p95 ms | API ÷ SQL | target | met? |',
    '|---|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.read} | ${r.connections} | ${r.apiEstimated ? '≈ ' : ''}${r.apiRps.toFixed(1)} | ${r.sqlRps.toFixed(1)} | ${ms(r.sqlP95)} | ${r.ratio === undefined ? 'n/a' : r.ratio.toFixed(2)} | ${r.ratio === undefined ? '' : `≥ ${YARDSTICK_TARGET}`} | ${r.met === undefined ? '' : r.met ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Each figure that misses its target, with what the run measured about why: the failures it
 * answered, and for a hot read what its SQL alone does at the same concurrency.
 */
export function missedTargets(report: Pick<ScaleReport, 'results' | 'yardstick'>): string[] {
  return report.results
    .filter((r) => r.met === false)
    .map((r) => {
      const measured =
        r.requests === 0
          ? 'no request answered within the run'
          : `p95 ${ms(r.p95)} ms at ${r.rps.toFixed(1)} req/s`;
      const statuses = Object.entries(r.failedStatuses ?? {}).map(([s, n]) => `${n}× ${s}`);
      const sql = report.yardstick.find((y) => y.read === r.benchmark && y.connections === r.connections);
      return [
        `${r.benchmark} (${r.mode}, c=${r.connections}): ${measured} against p95 ≤ ${r.targetP95Ms} ms`,
        statuses.length > 0 ? `answers ${statuses.join(', ')}` : '',
        sql ? `its SQL alone: p95 ${ms(sql.sqlP95)} ms at ${sql.sqlRps.toFixed(1)} req/s` : '',
      ]
        .filter(Boolean)
        .join('; ');
    });
}

export function markdown(report: ScaleReport): string {
  const m = report.machine;
  const counts = Object.entries(report.generation.counts)
    .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
    .join(', ');
  const cpu = report.generation.postgresCpuSeconds;
  const misses = missedTargets(report);
  return [
    `# npm run bench -- --scale ${report.scale}`,
    '',
    `${report.at}: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, PostgreSQL ${m.postgres} (${report.database}); ` +
      `load average ${m.loadAverage.join(' / ')} at the start, ${report.loadAverageAtEnd.join(' / ')} at the end.`,
    '',
    `Generated in ${report.generation.seconds.toFixed(0)} s` +
      (cpu === undefined ? '' : ` (PostgreSQL's generating session used ${cpu.toFixed(0)} s of CPU)`) +
      `: ${counts}. Each measured run ${report.secondsPerRun} s; the whole run took ${(report.wallSeconds / 60).toFixed(1)} min.`,
    '',
    resultsTable(report.results),
    '',
    '## The database’s own limit (cold API ÷ the same SQL through pg)',
    '',
    yardstickTable(report.yardstick),
    '',
    '≈: a write precedes each cold read, so the API figure is 1 ÷ its mean read time. n/a: at concurrency 32 the ' +
      'server lets cold reads after a write share one computation, which the SQL runs cannot; no fair ratio exists.',
    '',
    ...(report.replica ? replicaMarkdown(report.replica) : []),
    '## Missed targets',
    '',
    ...(misses.length > 0 ? misses.map((m) => `- ${m}`) : ['Every target met.']),
    '',
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
  const withMisses = { ...report, missedTargets: missedTargets(report) };
  await fs.writeFile(path.join(outDir, 'latest.json'), `${JSON.stringify(withMisses, null, 2)}\n`);
  const text = markdown(report);
  await fs.writeFile(path.join(outDir, 'latest.md'), text);
  return text;
}
