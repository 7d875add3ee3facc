import { ERROR_CODES, type ErrorCode } from '../../../shared/errors';

/** One answer of the fuzzing: which route, which status. */
export interface Outcome {
  route: string;
  status: number;
}

const ERROR_BODY_KEYS = new Set(['error', 'message', 'code', 'params', 'details', 'requiresMFA', 'current']);

const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in ERROR_CODES;

/**
 * What is wrong with an answer, or undefined: a 5xx is wrong, and so is a 4xx without the
 * error shape `{ error, message, code, params?, details? }` whose error matches its status
 * (architecture §5; `code` and `params` word it in the reader's language, ADR 65).
 */
export function errorShapeProblem(status: number, body: string): string | undefined {
  if (status >= 500) return `${status} ${body.slice(0, 300)}`;
  if (status < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} without a JSON body`;
  }
  if (typeof parsed !== 'object' || parsed === null) return `${status} body is not an object`;
  const { error, message, code, details } = parsed as Record<string, unknown>;
  const stray = Object.keys(parsed).filter((key) => !ERROR_BODY_KEYS.has(key));
  if (stray.length > 0) return `${status} has keys outside the error shape: ${stray.join(', ')}`;
  if (!isErrorCode(error)) return `${status} with unknown error code ${String(error)}`;
  if (ERROR_CODES[error] !== status) return `${status} with error ${error}, which is a ${ERROR_CODES[error]}`;
  if (typeof message !== 'string' || message.length === 0) return `${status} without a message`;
  if (typeof code !== 'string' || code.length === 0) return `${status} without a code`;
  const isDetail = (d: unknown) =>
    typeof d === 'object' &&
    d !== null &&
    typeof (d as { path?: unknown }).path === 'string' &&
    typeof (d as { message?: unknown }).message === 'string';
  if (details !== undefined && !(Array.isArray(details) && details.every(isDetail))) {
    return `${status} with malformed details`;
  }
  return undefined;
}

const classOf = (status: number) => `${Math.floor(status / 100)}xx`;

/** Routes, cases, and answers by status class and by status: the suite prints it. */
export function formatHistogram(outcomes: Outcome[]): string {
  const byRoute = new Map<string, Map<string, number>>();
  const byStatus = new Map<number, number>();
  for (const { route, status } of outcomes) {
    const classes = byRoute.get(route) ?? new Map<string, number>();
    classes.set(classOf(status), (classes.get(classOf(status)) ?? 0) + 1);
    byRoute.set(route, classes);
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }
  const total = (cls: string) => outcomes.filter((o) => classOf(o.status) === cls).length;
  const lines = [...byRoute].map(([route, classes]) => {
    const counts = ['2xx', '4xx', '5xx'].map((cls) => `${cls} ${String(classes.get(cls) ?? 0).padStart(5)}`);
    return `  ${route.padEnd(48)} ${counts.join('  ')}`;
  });
  const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
  return [
    '',
    `Fuzzing: ${byRoute.size} routes, ${outcomes.length} cases — 2xx ${total('2xx')}, 4xx ${total('4xx')}, 5xx ${total('5xx')}`,
    ...lines,
    `  by status: ${statuses.join(', ')}`,
    '',
  ].join('\n');
}
