// `npm start`. Plain JavaScript, so that a start loads no TypeScript compiler (ADR 37).
import { readFileSync } from 'node:fs';
import { nodeVersionProblem } from './node-version.mjs';

// Checked before anything else loads: on an older Node.js the dependencies may fail in ways
// that do not say the version is the cause.
const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const tooOld = nodeVersionProblem(engines.node, process.version);
if (tooOld) {
  process.stderr.write(`Fieldwork could not start: ${tooOld}\n`);
  process.exit(1);
}

try {
  // The server as plain JavaScript, rebuilt first whenever a source file changed.
  const { prepareServerBundle } = await import('./server-bundle.mjs');
  await import(await prepareServerBundle());
} catch (error) {
  process.stderr.write(
    `Fieldwork could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
