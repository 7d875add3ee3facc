import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SSO_CALLBACK_PATH } from '../../../../shared/schemas/sso';
import type { AuthorizationChecks } from './oidc-provider-client';

export const FLOW_COOKIE = 'fieldwork_sso_flow';
export const HANDOFF_COOKIE = 'fieldwork_sso_handoff';
/** The path the web app posts to, to take over the session the callback opened. */
export const SSO_HANDOFF_PATH = '/api/auth/sso/session';
/** A person has this long at the provider's sign-in page. */
export const FLOW_TTL_SECONDS = 600;
/** The web app takes the session over at once; a minute covers a slow page load. */
const HANDOFF_TTL_SECONDS = 60;

const flowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  expiresAt: z.number(),
});

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** The cookie's value: the checks and their expiry, signed with the install's key. */
export function flowCookieValue(key: string, checks: AuthorizationChecks, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ ...checks, expiresAt: now.getTime() + FLOW_TTL_SECONDS * 1000 }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/**
 * The sign-in in progress travels with the browser, signed so it cannot be forged, httpOnly and
 * sent only to the callback. SameSite=Lax: the provider's redirect back is a cross-site top-level
 * navigation, which Strict would strip the cookie from.
 */
export function setFlowCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  checks: AuthorizationChecks,
  now: Date,
): void {
  reply.setCookie(FLOW_COOKIE, flowCookieValue(key, checks, now), {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: SSO_CALLBACK_PATH,
    maxAge: FLOW_TTL_SECONDS,
  });
}

/** The checks of this browser's sign-in in progress; undefined when absent, forged or expired. */
export function readFlowCookie(
  request: FastifyRequest,
  key: string,
  now: Date,
): AuthorizationChecks | undefined {
  const [payload, signature] = (request.cookies[FLOW_COOKIE] ?? '').split('.');
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const flow = flowSchema.safeParse(decoded);
  if (!flow.success || flow.data.expiresAt <= now.getTime()) return undefined;
  const { state, nonce, codeVerifier } = flow.data;
  return { state, nonce, codeVerifier };
}

/** A sign-in in progress is used once, whatever its outcome. */
export function clearFlowCookie(reply: FastifyReply): void {
  reply.clearCookie(FLOW_COOKIE, { path: SSO_CALLBACK_PATH });
}

/**
 * The session the callback opened reaches the web app without passing through the URL: its
 * refresh token waits in a cookie only the hand-off route receives, which rotates it at once.
 */
export function setHandoffCookie(request: FastifyRequest, reply: FastifyReply, refreshToken: string): void {
  reply.setCookie(HANDOFF_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: SSO_HANDOFF_PATH,
    maxAge: HANDOFF_TTL_SECONDS,
  });
}

export const readHandoffCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[HANDOFF_COOKIE];

export function clearHandoffCookie(reply: FastifyReply): void {
  reply.clearCookie(HANDOFF_COOKIE, { path: SSO_HANDOFF_PATH });
}
