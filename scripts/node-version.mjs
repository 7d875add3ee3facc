// The Node.js version check of `npm start`: plain JavaScript without dependencies, so that it
// runs, and says what is wrong, on a Node.js too old for anything else of Fieldwork.

/**
 * The lowest Node.js version an engines range admits, as "major.minor.patch". Only the form
 * package.json uses, ">=major[.minor[.patch]]", is understood: another form is refused, so a
 * change of the field cannot silently turn the check off.
 */
export function lowestNodeOf(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(range).trim());
  if (!match) throw new Error(`engines.node must read ">=major.minor", not "${range}"`);
  return [match[1], match[2] ?? '0', match[3] ?? '0'].map(Number).join('.');
}

const parts = (version) => version.replace(/^v/, '').split(/[.-]/).slice(0, 3).map(Number);

/** Whether a Node.js version ("20.18.1", "v22.3.0") is at least `lowest`. */
export function isAtLeast(version, lowest) {
  const [a, b] = [parts(version), parts(lowest)];
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/** Why this Node.js cannot run Fieldwork (null when it can), in words a person can act on. */
export function nodeVersionProblem(enginesRange, running) {
  const lowest = lowestNodeOf(enginesRange);
  if (isAtLeast(running, lowest)) return null;
  return (
    `Fieldwork needs Node.js ${lowest} or newer (package.json engines: "${enginesRange}"), ` +
    `but this is Node.js ${running.replace(/^v/, '')}. Install a newer Node.js from https://nodejs.org ` +
    'and run npm start again.'
  );
}
