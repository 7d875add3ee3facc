import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';
import { PART_LABEL_VIDEO_PATH, QR_VIDEO_PATH } from './e2e/support/qr-video';

// Both can be moved, so two runs on one machine (helpers, a second checkout) do not collide.
const port = Number(process.env.E2E_PORT ?? 5055);
const webDir = path.resolve(process.env.E2E_WEB_DIR ?? 'dist/web');

function cameraProject(name: string, grep: RegExp, video: string) {
  return {
    name,
    grep,
    use: {
      permissions: ['camera'],
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: [
          ...CHROMIUM_ARGS,
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      },
    },
  };
}

/**
 * Browser journeys in Debian's Chromium against the built app served by the real server on
 * a database of its own (e2e/support/server.ts). Never downloads a browser.
 */
export default defineConfig({
  testDir: 'e2e',
  // The timeouts only bound a hang: every wait is on something the user sees, and a busy
  // 2-core machine (load average 20+ measured) makes a healthy journey take minutes, not seconds.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  fullyParallel: true,
  // Measured on this 2-core machine with two CPU burners beside it: 2 workers ran the suite in
  // 7.8 min (load average ~22, slowest journey 40 s), 1 worker in 9.5 min (~15, 24 s).
  workers: 2,
  // A flaky journey is a bug to fix, never to retry.
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // Writes the fake cameras' videos (QR codes of a label each) before any browser starts.
  globalSetup: './e2e/support/qr-video.ts',
  projects: [
    { name: 'chromium', grepInvert: /@camera|@part-camera/ },
    // Tests tagged @camera get a browser whose webcam plays an equipment label, permission granted.
    cameraProject('camera', /@camera/, QR_VIDEO_PATH),
    // The purchasing journey's phone scans a part's bin label.
    cameraProject('part-camera', /@part-camera/, PART_LABEL_VIDEO_PATH),
  ],
  webServer: {
    // `npm test` builds once with the bundle budgets (E2E_PREBUILT=1); alone, the run builds its own.
    command: `${process.env.E2E_PREBUILT === '1' ? '' : `npx vite build --logLevel warn --outDir ${webDir} --emptyOutDir && `}npx tsx e2e/support/server.ts`,
    url: `http://localhost:${port}/api/health`,
    // Bounds a hang: the build alone takes minutes on a busy machine.
    timeout: 600_000,
    reuseExistingServer: false,
    // The default is SIGKILL, which would leave the e2e database (own session) running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), WEB_DIST_DIR: webDir },
  },
});
