/**
 * Paths the server answers itself: a navigation to them must reach the network, never the
 * app shell (the API and its docs under /api, the realtime socket, the worker and manifest).
 */
export const SERVER_ONLY_PATHS: readonly RegExp[] = [
  /^\/api(\/|$)/,
  /^\/socket\.io(\/|$)/,
  /^\/sw\.js$/,
  /^\/manifest\.webmanifest$/,
];
