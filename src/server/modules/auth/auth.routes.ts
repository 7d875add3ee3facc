import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  mfaDisableSchema,
  mfaEnableSchema,
  mfaSetupResponseSchema,
  mfaSetupSchema,
  refreshResponseSchema,
  refreshSchema,
} from '../../../shared/schemas/auth';
import { messageResponseSchema } from '../../../shared/schemas/common';
import { requireAuth } from '../../plugins/auth-guard';
import { requestMeta } from '../../lib/request-meta';
import { readDeviceToken, setDeviceCookie } from './device-cookie';

export const authRoutes: FastifyPluginAsyncZod<{ loginRateLimitPerMinute: number }> = async (app, opts) => {
  const { auth } = app.services;
  const tags = ['auth'];
  // Only the sign-in routes read cookies: the known-device token (ADR 25).
  await app.register(cookie);

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: { max: opts.loginRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: { tags, body: loginSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const signedIn = await auth.login(request.body, requestMeta(request), readDeviceToken(request));
      setDeviceCookie(request, reply, signedIn.deviceToken);
      return signedIn.response;
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: {
        access: 'public',
        rateLimit: { max: opts.loginRateLimitPerMinute * 3, timeWindow: '1 minute' },
      },
      schema: { tags, body: refreshSchema, response: { 200: refreshResponseSchema } },
    },
    async (request) => auth.refresh(request.body.refreshToken, requestMeta(request)),
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: messageResponseSchema } } },
    async (request) => {
      await auth.logout(requireAuth(request), requestMeta(request));
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/api/auth/mfa/setup',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: mfaSetupSchema.optional(), response: { 200: mfaSetupResponseSchema } },
    },
    async (request) => auth.setupMfa(requireAuth(request)),
  );

  app.post(
    '/api/auth/mfa/enable',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: mfaEnableSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.enableMfa(requireAuth(request), request.body.token, requestMeta(request));
      return { message: 'Two-factor authentication is on' };
    },
  );

  app.post(
    '/api/auth/mfa/disable',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: mfaDisableSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.disableMfa(requireAuth(request), request.body, requestMeta(request));
      return { message: 'Two-factor authentication is off' };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: changePasswordSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.changePassword(
        requireAuth(request),
        request.body,
        requestMeta(request),
        readDeviceToken(request),
      );
      return { message: 'Password changed. Other devices were signed out.' };
    },
  );
};
