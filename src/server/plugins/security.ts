import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { phrase } from '../../shared/i18n/error-texts';
import { AppError } from '../lib/app-error';

/**
 * Security headers with a strict Content-Security-Policy (no inline or eval'd script), and
 * the rate limiter routes opt into. The limiter keys on the socket address: forwarded
 * headers count only when TRUST_PROXY says a proxy sets them (see app.ts), so a client
 * cannot dodge the limit by inventing X-Forwarded-For. With several instances the counters
 * live in Redis (`rateLimitStore`), so the limit holds across them; that store never fails a
 * request (it counts in memory while Redis is away).
 */
export const security = fp<{ rateLimitStore?: FastifyRateLimitStoreCtor | undefined }>(
  async (app, { rateLimitStore }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix injects <style> for scroll locking; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // Served over plain HTTP on a LAN too: do not rewrite requests to https.
      strictTransportSecurity: false,
    });
    await app.register(rateLimit, {
      global: false,
      ...(rateLimitStore ? { store: rateLimitStore } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', phrase('rateLimit.address', { after: context.after }), {
          headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        }),
    });
  },
  { name: 'security' },
);
