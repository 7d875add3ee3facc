import { runBackupCommand } from '../src/server/db/backup/backup-commands';

/** `npm run backup [FILE]`: see the README's "Backups" section. */
runBackupCommand(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`)).catch(
  (error: unknown) => {
    process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
