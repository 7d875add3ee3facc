import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'fieldwork-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Fieldwork</title><div id="root"></div>',
  );
  await fs.writeFile(
    path.join(dist, 'portal.html'),
    '<!doctype html><title>Report a problem</title><div id="root" data-page="portal"></div>',
  );
  await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
  await fs.writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Fieldwork"}');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves hashed assets without a token, cached for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('serves the service worker never cached and the web app manifest as a manifest', async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers client routes (deep links, reloads) with the shell, never cached', async () => {
    for (const url of ['/', '/dashboard', '/work-orders?status=new', '/admin/users']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it("answers the request portal's links with the portal's own page, and nothing else with it", async () => {
    const key = 'AbCdEfGhIjKlMnOpQrStUv';
    for (const url of [`/r/${key}`, `/r/${key}/PMP-001`, `/r/${key}/status/trk_0123456789abcdef`]) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('data-page="portal"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/r', '/r/', '/requests', '/requests/123']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.body, url).not.toContain('data-page="portal"');
    }
  });

  it('keeps API paths as JSON 404s and still guards the API', async () => {
    const missing = await t.app.inject({ url: '/api/missing', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('NOT_FOUND');
    expect((await t.app.inject({ url: '/api/profiles/me' })).statusCode).toBe(401);
  });

  it('declares every non-API route public and nothing else', () => {
    const nonApi = t.app.routeTable.filter((r) => !r.url.startsWith('/api'));
    expect(nonApi.length).toBeGreaterThan(0);
    expect(nonApi.filter((r) => r.access !== 'public')).toEqual([]);
  });
});
