import { runRestoreCommand } from '../src/server/db/backup/backup-commands';

/** `npm run restore FILE`: see the README's "Backups" section. */
runRestoreCommand(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`)).catch(
  (error: unknown) => {
    process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
