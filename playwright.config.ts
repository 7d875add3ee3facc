import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { QR_VIDEO_PATH } from './e2e/support/qr-video';

// Both can be moved, so two runs on one machine (helpers, a second checkout) do not collide.
const port = Number(process.env.E2E_PORT ?? 5055);
const webDir = path.resolve(process.env.E2E_WEB_DIR ?? 'dist/web');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser journeys in Debian's Chromium against the built app served by the real server on
 * a database of its own (e2e/support/server.ts). Never downloads a browser.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  // Writes the fake camera's video (a QR code of PMP-E2E-01) before any browser starts.
  globalSetup: './e2e/support/qr-video.ts',
  projects: [
    { name: 'chromium', grepInvert: /@camera/ },
    {
      // Tests tagged @camera get a browser whose webcam plays that video, permission granted.
      name: 'camera',
      grep: /@camera/,
      use: {
        permissions: ['camera'],
        launchOptions: {
          executablePath,
          args: [
            ...chromiumArgs,
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
            `--use-file-for-fake-video-capture=${QR_VIDEO_PATH}`,
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${webDir} --emptyOutDir && npx tsx e2e/support/server.ts`,
    url: `http://localhost:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The default is SIGKILL, which would leave the e2e database (own session) running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), WEB_DIST_DIR: webDir },
  },
});
