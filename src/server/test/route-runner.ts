import { can } from '../../shared/permissions';
import type { RouteSummary } from '../app';
import { buildUser } from './factories';
import { bearer, login } from './http';
import { ROUTE_CASES, type RouteCase } from './route-cases';
import type { Principal, World } from './route-world';

/** The API routes the suites walk: every one but the docs UI's static assets. */
export const apiRoutes = (routes: RouteSummary[]) =>
  routes.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));

export const routeKey = (route: Pick<RouteSummary, 'method' | 'url'>) => `${route.method} ${route.url}`;

export function caseOf(route: RouteSummary): RouteCase | undefined {
  return ROUTE_CASES[routeKey(route)];
}

/** A new person of the principal's role and warehouse, signed in (for calls that end a session). */
async function freshActorLike(world: World, who: Principal): Promise<Principal> {
  // A key has no session to end: the account routes refuse it before acting.
  if (!who.role || who.apiKey) return who;
  const user = await buildUser(world.db, {
    organizationId: world.org.id,
    warehouseIds: who.warehouseIds,
    role: who.role,
  });
  const session = await login(world.t.app, user.email, user.password);
  return { ...who, userId: user.id, email: user.email, password: user.password, token: session.token };
}

/** Calls the route as `who` the way its case says; returns the answer and who really called. */
export async function callRoute(world: World, route: RouteSummary, routeCase: RouteCase, who: Principal) {
  const caller = routeCase.freshActor ? await freshActorLike(world, who) : who;
  const call = await routeCase.call(world, caller);
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${routeKey(route)}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const response = await world.t.app.inject({
    method: route.method as 'GET',
    url: `${path}${query}`,
    headers: {
      ...(caller.token ? bearer(caller.token) : {}),
      ...(call.form?.headers ?? {}),
      ...(call.headers ?? {}),
    },
    payload: call.form ? call.form.payload : (call.body as object | undefined),
    ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
  });
  return { response, caller };
}

/**
 * What the rules predict for this person on this route: 401 without a session, 403 when the
 * role (for an API key: its creator's role narrowed to its scopes) lacks the route's permission,
 * 404 for the other warehouse's people on Main's records, the policy's answer for a record-level
 * refusal, else success.
 */
export function expectedStatus(
  world: World,
  route: RouteSummary,
  routeCase: RouteCase,
  who: Principal,
): 'success' | 401 | 403 | 404 | 409 {
  if (routeCase.isPublic || route.access === 'public') return 'success';
  if (!who.role) return 401;
  // A key acts through its scopes only: a person's own account routes refuse it.
  if (who.apiKey && route.access === 'authenticated') return 403;
  if (
    route.access !== 'authenticated' &&
    route.access &&
    !can({ role: who.role, apiKey: who.apiKey }, route.access)
  )
    return 403;
  if (who.home === 'north' && routeCase.namesMainRecords) {
    return (routeCase.otherWarehouse as 403 | 404 | undefined) ?? 404;
  }
  const decision = routeCase.policy?.(world, who);
  if (decision && !decision.allowed) return decision.kind === 'conflict' ? 409 : 403;
  return 'success';
}
