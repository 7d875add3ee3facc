/**
 * Debian's Chromium headless shell, never a downloaded browser: for the browser journeys and the
 * browser benchmarks. The same engine as the full browser without its UI, which cut the journeys
 * from 8.6 to 6.8 minutes on the 2-core CI machine (ADR 41). CHROMIUM_PATH picks another build.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
