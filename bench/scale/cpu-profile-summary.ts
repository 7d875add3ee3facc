/**
 * Self time of a V8 CPU profile (`node --cpu-prof`) by what the time was spent on (issue 30 §2):
 * row mapping, JSON serialisation, compression, socket writes, GC, crypto, logging, Fastify,
 * pg's protocol. A sample's time goes to the library that asked for it: a native or Node-internal
 * frame (a socket write, a zlib call) counts under its mechanism unless the logger asked for it,
 * whose file writes are logging. The main thread only: work on libuv's pool (zlib's asynchronous
 * compression) is not in a V8 profile.
 */

interface CallFrame {
  functionName: string;
  url: string;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export type Category =
  | 'row mapping (drizzle + DTO)'
  | 'pg protocol and type parsing'
  | 'JSON serialisation'
  | 'compression (main thread)'
  | 'socket writes'
  | 'HTTP parsing and response'
  | 'GC'
  | 'crypto'
  | 'logging and redaction'
  | 'validation (zod)'
  | 'fastify and routing'
  | 'app code (services, cache, auth)'
  | 'other libraries and Node internals'
  | 'native, unattributed (program)';

const PACKAGE_CATEGORIES: [RegExp, Category][] = [
  [/node_modules\/drizzle-orm\//, 'row mapping (drizzle + DTO)'],
  [/node_modules\/(pg|pg-protocol|pg-types|postgres-[a-z]+|pg-pool)\//, 'pg protocol and type parsing'],
  [/node_modules\/fast-json-stringify\//, 'JSON serialisation'],
  [
    /node_modules\/(pino|fast-redact|sonic-boom|pino-std-serializers|@pinojs\/redact|thread-stream|on-exit-leak-free)\//,
    'logging and redaction',
  ],
  [
    /node_modules\/(@fastify\/compress|minipass|pumpify|peek-stream|duplexify)\//,
    'compression (main thread)',
  ],
  [/node_modules\/(jose)\//, 'crypto'],
  [/node_modules\/(zod|fastify-type-provider-zod)\//, 'validation (zod)'],
  [
    /node_modules\/(fastify|find-my-way|avvio|@fastify\/[a-z-]+|light-my-request|fast-querystring|toad-cache|abstract-logging|process-warning|fastify-plugin)\//,
    'fastify and routing',
  ],
];

/** Functions of the server's own bundle whose work is one of the categories. */
const APP_FUNCTIONS: [RegExp, Category][] = [
  [
    /^(toWorkOrderDto|toIso|toIsoOrNull|plannedHours|isLateAsPlanned|codeOf|mapRow|toRow)/,
    'row mapping (drizzle + DTO)',
  ],
  [
    /^(serializeNestedErrors|serializeError|requestCompleted|isPlainContainer|withoutRowValues|formatters|log)$/,
    'logging and redaction',
  ],
  [/^(stringify|sharedAnswerHandler\$serialize)$/, 'JSON serialisation'],
];

const INTERNAL_CATEGORIES: [RegExp, Category][] = [
  [/^node:(zlib|internal\/zlib)/, 'compression (main thread)'],
  [/^node:(crypto|internal\/crypto)/, 'crypto'],
  [/^node:(net|internal\/net|internal\/stream_base_commons|internal\/streams|stream)/, 'socket writes'],
  [/^node:(_http_|internal\/http)/, 'HTTP parsing and response'],
];

const NATIVE_BY_NAME: [RegExp, Category][] = [
  // fast-json-stringify's compiled writers are made with `new Function`: no file, named "anonymous".
  [/^anonymous\d*$/, 'JSON serialisation'],
  [/^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString|shutdown)$/, 'socket writes'],
  [/^(stringify|JSONSerialize)$/, 'JSON serialisation'],
  [/^(parse|JSONParse)$/, 'pg protocol and type parsing'],
];

const SPECIAL: Record<string, Category | 'idle'> = {
  '(garbage collector)': 'GC',
  '(program)': 'native, unattributed (program)',
  '(idle)': 'idle',
  '(root)': 'native, unattributed (program)',
};

function packageCategory(frame: CallFrame): Category | undefined {
  if (frame.url.includes('node_modules/')) {
    return (
      PACKAGE_CATEGORIES.find(([pattern]) => pattern.test(frame.url))?.[1] ??
      'other libraries and Node internals'
    );
  }
  if (/\/(dist|build-[^/]+|\.cache)\//.test(frame.url) || frame.url.includes('/src/server/')) {
    return (
      APP_FUNCTIONS.find(([pattern]) => pattern.test(frame.functionName))?.[1] ??
      'app code (services, cache, auth)'
    );
  }
  return undefined;
}

const internalCategory = (frame: CallFrame): Category | undefined =>
  frame.url.startsWith('node:')
    ? INTERNAL_CATEGORIES.find(([pattern]) => pattern.test(frame.url))?.[1]
    : frame.url === ''
      ? NATIVE_BY_NAME.find(([pattern]) => pattern.test(frame.functionName))?.[1]
      : undefined;

/** The category of a sample whose innermost frame is `leaf`, given each node's parent. */
function categorise(leaf: ProfileNode, parentOf: Map<number, ProfileNode>): Category | 'idle' {
  const special = SPECIAL[leaf.callFrame.functionName];
  if (special && leaf.callFrame.url === '') return special;
  let mechanism: Category | undefined;
  for (let node: ProfileNode | undefined = leaf; node; node = parentOf.get(node.id)) {
    const owner = packageCategory(node.callFrame);
    if (owner) {
      if (owner === 'logging and redaction' || !mechanism) return owner;
      // A socket write or a compression asked for by Fastify or the app: the mechanism is the cost.
      return mechanism;
    }
    mechanism ??= internalCategory(node.callFrame);
  }
  return mechanism ?? 'other libraries and Node internals';
}

export interface ProfileSummary {
  /** Milliseconds of self time per category, idle excluded. */
  byCategory: Map<Category, number>;
  busyMs: number;
  idleMs: number;
  /** The heaviest functions by self time, for reading the categories' insides. */
  topFunctions: { name: string; ms: number }[];
}

/** Sums the samples taken between `from` and `to` (microseconds of the monotonic clock), or all. */
export function summariseProfile(profile: CpuProfile, window?: { from: bigint; to: bigint }): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const categoryOf = new Map<number, Category | 'idle'>();
  const byCategory = new Map<Category, number>();
  const byFunction = new Map<string, number>();
  let idleMs = 0;
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    // A sample's time is the interval up to the next sample.
    at += profile.timeDeltas[i] ?? 0;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (window && (at < window.from || at > window.to)) continue;
    const node = byId.get(id);
    if (!node) continue;
    let category = categoryOf.get(id);
    if (!category) {
      category = categorise(node, parentOf);
      categoryOf.set(id, category);
    }
    if (category === 'idle') {
      idleMs += ms;
      continue;
    }
    byCategory.set(category, (byCategory.get(category) ?? 0) + ms);
    const where = node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(build-[^/]+)\//, '');
    const name = `${node.callFrame.functionName || '(anonymous)'} ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const busyMs = [...byCategory.values()].reduce((sum, ms) => sum + ms, 0);
  const topFunctions = [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([name, ms]) => ({ name, ms }));
  return { byCategory, busyMs, idleMs, topFunctions };
}

/**
 * The categories' shares of the main thread's samples and, given its CPU time a request (from
 * /proc), what each costs a request. The profiler's clock is the wall's: on a busy machine a
 * sample also counts the time the thread waited for a core, so the shares are what to read, and
 * the CPU time measured outside the profile is what they divide.
 */
export function formatSummary(summary: ProfileSummary, mainThreadMsPerRequest?: number): string {
  const rows = [...summary.byCategory.entries()].sort((a, b) => b[1] - a[1]);
  const perRequest = (ms: number) =>
    mainThreadMsPerRequest === undefined
      ? ''
      : ` ${((1000 * mainThreadMsPerRequest * ms) / summary.busyMs).toFixed(0).padStart(5)} µs/req`;
  return [
    `main thread sampled busy ${(summary.busyMs / 1000).toFixed(2)} s, idle ${(summary.idleMs / 1000).toFixed(2)} s (wall clock)`,
    ...rows.map(
      ([category, ms]) =>
        `  ${category.padEnd(36)} ${(ms / 1000).toFixed(2).padStart(7)} s ${((100 * ms) / summary.busyMs).toFixed(1).padStart(5)} %${perRequest(ms)}`,
    ),
    'heaviest functions (self time):',
    ...summary.topFunctions.map(({ name, ms }) => `  ${(ms / 1000).toFixed(2).padStart(6)} s  ${name}`),
  ].join('\n');
}
