import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../shared/domain';
import type { RouteSummary } from '../../app';
import { createTestApp } from '../test-app';
import { findInconsistencies } from './consistency';
import { buildFuzzWorld, rolesFor } from './fuzz-world';
import { errorShapeProblem, formatHistogram, type Outcome } from './outcomes';
import { bodyArbitrary, queryArbitrary, type FuzzBody } from './request-bodies';

/**
 * Generated input for every route, from the route's own zod schemas (issue 9): each answer
 * is a 2xx or a 4xx with the error shape, never a 5xx, and afterwards the data still keeps
 * its rules. FUZZ_RUNS sets the bodies per mutating route (200 here, 2,000 with npm run fuzz),
 * FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const QUERY_RUNS = Math.max(25, Math.round(RUNS / 4));
/** A read without input varies only by its caller and Occurred-At: a few calls cover that. */
const CALLER_RUNS = Math.max(10, Math.round(RUNS / 20));
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_504);
/** Requests in flight at once: enough to overlap database round trips, few enough for a busy machine. */
const CONCURRENCY = 4;

// Web push goes out through fetch: generated subscriptions must not reach the internet.
vi.stubGlobal('fetch', async () => new Response(null, { status: 201 }));

const t = await createTestApp();
const world = await buildFuzzWorld(t);
const outcomes: Outcome[] = [];

afterAll(async () => {
  await t.close();
  vi.unstubAllGlobals();
});

const isMutating = (r: RouteSummary) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method);
const apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
const bodyRoutes = apiRoutes.filter((r) => isMutating(r) && r.input.body);
const queryRoutes = apiRoutes.filter((r) => r.method === 'GET' && r.input.querystring);
const plainReads = apiRoutes.filter((r) => r.method === 'GET' && !r.input.querystring && !r.input.params);

interface FuzzCase {
  role: Role | undefined;
  id: string | undefined;
  /** A second path parameter (a step of the order, a version number). */
  inner: string | undefined;
  body: FuzzBody | undefined;
  query: string;
  occurredAt: string | undefined;
}

const DAY_MS = 86_400_000;

/**
 * Occurred-At on a quarter of the requests: mostly a time within 10 days either way of now (an
 * offline client's, used or refused by the rule), sometimes malformed (400).
 */
const occurredAtArbitrary: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  {
    weight: 3,
    arbitrary: fc
      .integer({ min: -10 * DAY_MS, max: 10 * DAY_MS })
      .map((offset) => new Date(t.clock.now().getTime() + offset).toISOString()),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      'yesterday',
      '2026-11-28 12:00',
      '2026-02-30T12:00:00Z',
      '0000-01-01T00:00:00Z',
    ),
  },
);

/** Mostly the caller's own records, sometimes another warehouse's (which must answer 404). */
function idArbitrary(route: RouteSummary): fc.Arbitrary<string | undefined> {
  if (!route.url.includes(':')) return fc.constant(undefined);
  const ids = world.paramIds(route.url);
  if (!ids)
    throw new Error(
      `No fixture records for the :id of ${route.method} ${route.url}: add them to fuzz-world.ts`,
    );
  return ids.foreign.length > 0
    ? fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...ids.own) },
        { weight: 1, arbitrary: fc.constantFrom(...ids.foreign) },
      )
    : fc.constantFrom(...ids.own);
}

/** The value of a route's second parameter (`:stepId`, `:n`), if it has one. */
function innerArbitrary(route: RouteSummary): fc.Arbitrary<string | undefined> {
  const name = /:\w+.*:(\w+)/.exec(route.url)?.[1];
  if (!name) return fc.constant(undefined);
  const values = world.innerParamValues(name);
  if (values.length === 0)
    throw new Error(`No values for :${name} of ${route.method} ${route.url}: add them to fuzz-world.ts`);
  return fc.constantFrom(...values);
}

function caseArbitrary(route: RouteSummary): fc.Arbitrary<FuzzCase> {
  const roles = rolesFor(route.access);
  const ctx = { idsFor: world.bodyIds };
  return fc.record({
    role: roles.length > 0 ? fc.constantFrom(...roles) : fc.constant(undefined),
    id: idArbitrary(route),
    inner: innerArbitrary(route),
    body: route.input.body ? bodyArbitrary(route.input.body, ctx) : fc.constant(undefined),
    query: route.input.querystring ? queryArbitrary(route.input.querystring, ctx) : fc.constant(''),
    occurredAt: occurredAtArbitrary,
  });
}

async function send(route: RouteSummary, fuzzCase: FuzzCase): Promise<string | undefined> {
  const path = route.url.replace(/:\w+/, fuzzCase.id ?? '').replace(/:\w+/, fuzzCase.inner ?? '');
  const contentType = fuzzCase.body?.contentType;
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: fuzzCase.query ? `${path}?${fuzzCase.query}` : path,
    headers: {
      ...(fuzzCase.role ? world.headers[fuzzCase.role] : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(fuzzCase.occurredAt === undefined ? {} : { 'occurred-at': fuzzCase.occurredAt }),
    },
    ...(fuzzCase.body ? { payload: fuzzCase.body.payload } : {}),
  });
  outcomes.push({ route: `${route.method} ${route.url}`, status: response.statusCode });
  const problem = errorShapeProblem(response.statusCode, response.body);
  if (!problem) return undefined;
  const sent = `${fuzzCase.occurredAt === undefined ? '' : ` Occurred-At ${fuzzCase.occurredAt}`}${
    fuzzCase.body ? ` body ${fuzzCase.body.payload.slice(0, 300)}` : ''
  }`;
  return `${problem} ← ${route.method} ${path}?${fuzzCase.query} as ${fuzzCase.role ?? 'nobody'}${sent}`;
}

async function fuzz(route: RouteSummary, runs: number, seed: number) {
  const cases = fc.sample(caseArbitrary(route), { numRuns: runs, seed });
  const problems: string[] = [];
  for (let i = 0; i < cases.length; i += CONCURRENCY) {
    const batch = cases.slice(i, i + CONCURRENCY).map((c) => send(route, c));
    for (const problem of await Promise.all(batch)) if (problem) problems.push(problem);
  }
  expect(problems.slice(0, 5), `${problems.length} of ${runs} answers were wrong`).toEqual([]);
}

/** A seed per route, so that adding a route does not change what the others are sent. */
const seedOf = (route: RouteSummary) =>
  [...`${route.method} ${route.url}`].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) | 0, SEED);

describe('fuzzed request bodies', () => {
  it('cover every mutating route with a JSON body', () => {
    expect(bodyRoutes.length).toBeGreaterThan(20);
  });

  it.each(bodyRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers 2xx or 4xx with the error shape',
    async (_name, route) => fuzz(route, RUNS, seedOf(route)),
    600_000,
  );
});

describe('fuzzed query strings', () => {
  it.each(queryRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers 2xx or 4xx with the error shape',
    async (_name, route) => fuzz(route, QUERY_RUNS, seedOf(route)),
    600_000,
  );
});

describe('fuzzed callers of reads without input', () => {
  it.each(plainReads.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers 2xx or 4xx with the error shape',
    async (_name, route) => fuzz(route, CALLER_RUNS, seedOf(route)),
    600_000,
  );
});

describe('after the fuzzing', () => {
  it('the data keeps its rules: stock never negative and equal to its ledger, links within the warehouse', async () => {
    expect(await findInconsistencies(t.db)).toEqual([]);
  });

  it('reports what was sent and answered', () => {
    process.stdout.write(formatHistogram(outcomes));
    expect(outcomes.every((o) => o.status < 500)).toBe(true);
  });
});
