import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { ApiErrorBody } from '../../shared/errors';
import { isPortalPagePath, PORTAL_PAGE_FILE } from '../../shared/portal-pages';

/**
 * Serves the built React app: hashed assets cached for a year, the shell and the service
 * worker never cached, and every other non-API path answered with the shell so the
 * client router can take it (deep links, reloads), or, for a request portal link, with the
 * portal's own page.
 */
export const webApp = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasBuild = existsSync(path.join(distDir, 'index.html'));
    if (hasBuild) {
      // The built files are the public shell of the app (it signs in through the API).
      app.addHook('onRoute', (route) => {
        if (!route.url.startsWith('/api')) route.config = { ...route.config, access: 'public' };
      });
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
          if (filePath.endsWith('sw.js')) reply.header('service-worker-allowed', '/');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const isApi =
        request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/socket.io');
      const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (!isApi && wantsPage && hasBuild) {
        // The request portal's links get its own small page (ADR 51), every other path the app's shell.
        const page = isPortalPagePath(request.url) ? PORTAL_PAGE_FILE : 'index.html';
        return reply.header('cache-control', 'no-cache').sendFile(page);
      }
      const body: ApiErrorBody = {
        error: 'NOT_FOUND',
        code: 'NOT_FOUND',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      };
      return reply.code(404).send(body);
    });
  },
  { name: 'web-app' },
);
