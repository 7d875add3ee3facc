// `npm start`. Plain JavaScript, so that a start loads no TypeScript compiler (ADR 37).
import { prepareServerBundle } from './server-bundle.mjs';

try {
  // The server as plain JavaScript, rebuilt first whenever a source file changed.
  await import(await prepareServerBundle());
} catch (error) {
  process.stderr.write(
    `Fieldwork could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
