import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAtLeast, lowestNodeOf, nodeVersionProblem } from './node-version.mjs';

const START = new URL('./start.mjs', import.meta.url).pathname;

/** `npm start`'s script on a Node.js that calls itself `version` (nothing else of it changes). */
function startOn(version: string) {
  const pretend = `Object.defineProperty(process, 'version', { value: ${JSON.stringify(version)} });`;
  return spawnSync(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(pretend)}`, START],
    { encoding: 'utf8', timeout: 30_000 },
  );
}

describe('the Node.js check of npm start', () => {
  it('reads the lowest version of the engines field', () => {
    expect(lowestNodeOf('>=20.19')).toBe('20.19.0');
    expect(lowestNodeOf('>= 22')).toBe('22.0.0');
    expect(lowestNodeOf('>=20.19.3')).toBe('20.19.3');
  });

  it('refuses a form it does not understand rather than pass every version', () => {
    expect(() => lowestNodeOf('^20.19.0 || >=22.12.0')).toThrow(
      'engines.node must read ">=major.minor", not "^20.19.0 || >=22.12.0"',
    );
  });

  it('compares versions part by part', () => {
    expect(isAtLeast('20.19.0', '20.19.0')).toBe(true);
    expect(isAtLeast('v20.20.2', '20.19.0')).toBe(true);
    expect(isAtLeast('22.1.0', '20.19.0')).toBe(true);
    expect(isAtLeast('20.9.0', '20.19.0')).toBe(false);
    expect(isAtLeast('20.18.3', '20.19.0')).toBe(false);
    expect(isAtLeast('18.20.4', '20.19.0')).toBe(false);
  });

  it('says what to do on a Node.js below the range, and nothing on one within it', () => {
    expect(nodeVersionProblem('>=20.19', 'v20.18.3')).toBe(
      'Fieldwork needs Node.js 20.19.0 or newer (package.json engines: ">=20.19"), but this is Node.js ' +
        '20.18.3. Install a newer Node.js from https://nodejs.org and run npm start again.',
    );
    expect(nodeVersionProblem('>=20.19', 'v20.19.0')).toBeNull();
    expect(nodeVersionProblem('>=20.19', process.version)).toBeNull();
  });

  it('stops npm start on a Node.js below the range, before loading anything else', () => {
    const started = startOn('v20.18.3');
    expect(started.status).toBe(1);
    const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(started.stderr).toBe(
      `Fieldwork could not start: ${nodeVersionProblem(engines.node, 'v20.18.3')}\n`,
    );
  });
});
