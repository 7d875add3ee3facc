import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { SelfCheck } from '../../../shared/schemas/debug';
import type { Database } from '../../db/client';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { errorSummary } from '../../lib/error-summary';
import * as repo from './debug.repository';

/** What one check found: a plain sentence for anyone, the figures and error words for an admin. */
export interface CheckOutcome {
  status: SelfCheck['status'];
  detail: string;
  adminDetail: string;
}

export interface SelfCheckDeps {
  db: Database;
  /** Warehouses whose hourly PM scheduler is stopped. */
  stoppedSchedulers(): Promise<number>;
  /** Where the VAPID keys come from; 'none' when push cannot sign. */
  pushKeys: 'environment' | 'stored' | 'none';
  migrationsFolder?: string;
}

export type SelfCheckName = SelfCheck['name'];

const failed = (detail: string, error: unknown): CheckOutcome => ({
  status: 'fail',
  detail,
  adminDetail: `${detail} (${errorSummary(error)})`,
});

async function databaseReachable({ db }: SelfCheckDeps): Promise<CheckOutcome> {
  try {
    await repo.selectOne(db);
    return { status: 'pass', detail: 'The database answers.', adminDetail: 'select 1 answered.' };
  } catch (error) {
    return failed('The database does not answer.', error);
  }
}

async function migrationsCurrent({
  db,
  migrationsFolder = MIGRATIONS_DIR,
}: SelfCheckDeps): Promise<CheckOutcome> {
  try {
    const files = readMigrationFiles({ migrationsFolder });
    const applied = await repo.appliedMigrations(db);
    const newestFile = files.at(-1)?.folderMillis ?? null;
    const figures = `${applied.count} applied, ${files.length} shipped`;
    if (applied.count === files.length && applied.newest === newestFile) {
      return { status: 'pass', detail: 'The database schema is current.', adminDetail: `${figures}.` };
    }
    return {
      status: 'fail',
      detail: 'The database schema does not match this version of the server.',
      adminDetail: `${figures}; restart the server to apply them, or check that it runs the right version.`,
    };
  } catch (error) {
    return failed('The database schema could not be checked.', error);
  }
}

async function schedulerRunning({ stoppedSchedulers }: SelfCheckDeps): Promise<CheckOutcome> {
  try {
    const stopped = await stoppedSchedulers();
    if (stopped === 0) {
      return {
        status: 'pass',
        detail: 'The PM scheduler runs for every plant.',
        adminDetail: 'No plant stopped its hourly PM scheduler.',
      };
    }
    return {
      status: 'warn',
      detail: 'The PM scheduler is stopped for some plants.',
      adminDetail: `${stopped} plant${stopped === 1 ? '' : 's'} stopped the hourly PM scheduler (Preventive Maintenance → Start).`,
    };
  } catch (error) {
    return failed('The PM scheduler state could not be read.', error);
  }
}

/** Attachments are stored in PostgreSQL (architecture §3): storage is writable when the database takes writes. */
async function storageWritable({ db }: SelfCheckDeps): Promise<CheckOutcome> {
  try {
    if (await repo.acceptsWrites(db)) {
      return {
        status: 'pass',
        detail: 'Uploads can be stored.',
        adminDetail: 'The database takes writes; attachments are stored in it.',
      };
    }
    return {
      status: 'fail',
      detail: 'Uploads cannot be stored now.',
      adminDetail: 'The database is read-only (a standby, or transaction_read_only is on).',
    };
  } catch (error) {
    return failed('Whether uploads can be stored could not be checked.', error);
  }
}

async function pushConfigured({ pushKeys }: SelfCheckDeps): Promise<CheckOutcome> {
  if (pushKeys === 'none') {
    return {
      status: 'fail',
      detail: 'Push notifications are not configured.',
      adminDetail: 'No VAPID keys: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.',
    };
  }
  return {
    status: 'pass',
    detail: 'Push notifications are configured.',
    adminDetail:
      pushKeys === 'environment'
        ? 'VAPID keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.'
        : 'VAPID keys generated on the first start and kept in the database.',
  };
}

/** The server's built-in checks, in order; each catches its own failure, none starts a process. */
export const SELF_CHECKS: Record<SelfCheckName, (deps: SelfCheckDeps) => Promise<CheckOutcome>> = {
  'database reachable': databaseReachable,
  'migrations current': migrationsCurrent,
  'scheduler running': schedulerRunning,
  'storage writable': storageWritable,
  'push configured': pushConfigured,
};
