import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** A browser context holding this cookie is served a new build of the service worker. */
export const NEW_WORKER_COOKIE = 'e2e-new-worker';

/**
 * "A new build is served", for one browser context only: the update journey sets the cookie,
 * and its worker's next update check gets /sw.js with a line added. The built files on disk
 * never change, so the journeys running beside it keep the version they have.
 */
export function serveNewWorkerToMarkedBrowsers(app: FastifyInstance, webDir: string): void {
  const marker = new RegExp(`(?:^|;\\s*)${NEW_WORKER_COOKIE}=([\\w-]+)`);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url !== '/sw.js') return;
    const version = marker.exec(request.headers.cookie ?? '')?.[1];
    if (!version) return;
    const script = await readFile(path.join(webDir, 'sw.js'), 'utf8');
    return reply
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .type('text/javascript; charset=utf-8')
      .send(`${script}\n// build ${version}\n`);
  });
}
