import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { phrase } from '../../../../shared/i18n/error-texts';
import { loginResponseSchema } from '../../../../shared/schemas/auth';
import {
  SSO_CALLBACK_PATH,
  SSO_ERROR_PARAM,
  ssoAvailabilitySchema,
  ssoCallbackQuerySchema,
  ssoDiscoveryQuerySchema,
  ssoDiscoveryResultSchema,
  ssoSettingsSchema,
  updateSsoSettingsSchema,
  type SsoFailure,
} from '../../../../shared/schemas/sso';
import { AppError } from '../../../lib/app-error';
import { expectedVersion } from '../../../lib/if-match';
import { requestMeta } from '../../../lib/request-meta';
import { requireAuth } from '../../../plugins/auth-guard';
import {
  SSO_HANDOFF_PATH,
  clearFlowCookie,
  clearHandoffCookie,
  readFlowCookie,
  readHandoffCookie,
  setFlowCookie,
  setHandoffCookie,
} from './sso-flow-cookie';

/** The web app's sign-in page, which finishes a single sign-on or says why it failed. */
const SIGN_IN_PAGE = '/login';

export const ssoRoutes: FastifyPluginAsyncZod<{
  publicUrl: string | undefined;
  rateLimitPerMinute: number;
}> = async (app, opts) => {
  const { ssoSettings, ssoSignIn, auth } = app.services;
  const tags = ['single sign-on'];
  // Only these routes read cookies: the sign-in in progress and the hand-off of its session.
  await app.register(cookie);
  const rateLimit = { max: opts.rateLimitPerMinute, timeWindow: '1 minute' };

  /** Where people reach this install: PUBLIC_URL, else the origin this request came to. */
  const originOf = (request: FastifyRequest) => opts.publicUrl ?? `${request.protocol}://${request.host}`;

  const toSignInPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    failure: SsoFailure,
    email?: string,
  ) => {
    const query = new URLSearchParams({ [SSO_ERROR_PARAM]: failure, ...(email ? { email } : {}) });
    return reply.redirect(`${originOf(request)}${SIGN_IN_PAGE}?${query.toString()}`, 302);
  };

  app.get(
    '/api/sso/settings',
    { config: { access: 'integrations.manage' }, schema: { tags, response: { 200: ssoSettingsSchema } } },
    async (request) => ssoSettings.get(requireAuth(request)),
  );

  app.put(
    '/api/sso/settings',
    {
      config: { access: 'integrations.manage' },
      schema: { tags, body: updateSsoSettingsSchema, response: { 200: ssoSettingsSchema } },
    },
    async (request) => ssoSettings.update(requireAuth(request), request.body, expectedVersion(request)),
  );

  app.get(
    '/api/sso/discovery',
    {
      config: { access: 'integrations.manage' },
      schema: { tags, querystring: ssoDiscoveryQuerySchema, response: { 200: ssoDiscoveryResultSchema } },
    },
    async (request) => ssoSettings.testDiscovery(request.query.issuerUrl),
  );

  app.get(
    '/api/auth/sso',
    { config: { access: 'public' }, schema: { tags, response: { 200: ssoAvailabilitySchema } } },
    async () => ssoSettings.availability(),
  );

  app.get(
    '/api/auth/sso/start',
    {
      config: { access: 'public', rateLimit },
      schema: { tags, response: { 302: z.null().describe('To the provider’s sign-in page') } },
    },
    async (request, reply) => {
      const started = await ssoSignIn.start(originOf(request));
      if ('failure' in started) return toSignInPage(request, reply, started.failure);
      setFlowCookie(request, reply, await ssoSettings.cookieKey(), started.checks, new Date());
      return reply.redirect(started.url.href, 302);
    },
  );

  app.get(
    SSO_CALLBACK_PATH,
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        querystring: ssoCallbackQuerySchema,
        response: { 302: z.null().describe('To the sign-in page, which finishes or explains') },
      },
    },
    async (request, reply) => {
      const checks = readFlowCookie(request, await ssoSettings.cookieKey(), new Date());
      clearFlowCookie(reply);
      const callbackUrl = new URL(request.url, `${originOf(request)}/`);
      const outcome = await ssoSignIn.complete(callbackUrl, checks, requestMeta(request));
      if ('failure' in outcome) return toSignInPage(request, reply, outcome.failure, outcome.email);
      setHandoffCookie(request, reply, outcome.session.refreshToken);
      return reply.redirect(`${originOf(request)}${SIGN_IN_PAGE}?sso=1`, 302);
    },
  );

  app.post(
    SSO_HANDOFF_PATH,
    {
      config: { access: 'public', rateLimit },
      schema: { tags, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const handoff = readHandoffCookie(request);
      clearHandoffCookie(reply);
      if (!handoff) {
        throw new AppError('UNAUTHENTICATED', phrase('sso.expired'));
      }
      // Rotated at once: the token that waited in the cookie is spent, whoever sends it again.
      const tokens = await auth.refresh(handoff, requestMeta(request));
      const session = await auth.authenticate(tokens.accessToken, undefined);
      return {
        user: {
          id: session.userId,
          email: session.email,
          firstName: session.firstName,
          lastName: session.lastName,
          role: session.role,
          warehouseId: session.warehouseId,
          organizationId: session.organizationId,
        },
        token: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        sessionId: session.sessionId,
      };
    },
  );
};
