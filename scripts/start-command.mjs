// How `npm start` runs node: the flags package.json's start script gives it before
// scripts/start.mjs. Read by whatever starts the server as npm start does (the tests' server
// process, the bench), so they run it exactly so.
import { readFileSync } from 'node:fs';

/** The arguments of node in package.json's `start` script, the script's path last. */
export function npmStartArguments() {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const [command, ...args] = scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`package.json's start script should run node: ${scripts.start}`);
  return args;
}
