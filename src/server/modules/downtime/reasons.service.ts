import type {
  CreateDowntimeReason,
  DowntimeReason,
  UpdateDowntimeReason,
} from '../../../shared/schemas/downtime';
import { phrase } from '../../../shared/i18n/error-texts';
import type { Phrase } from '../../../shared/i18n/said';
import { changeDowntimeReasons } from '../../../shared/policies/shared-settings';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/auth.context';
import { createOrganizationCodeList, type CodeListDeps } from '../code-lists/organization-code-list';
import * as repo from './reasons.repository';

export function toReasonDto(row: repo.DowntimeReasonRow): DowntimeReason {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    planned: row.planned,
    position: row.position,
    active: row.active,
    version: row.version,
  };
}

/** A reason a downtime record cannot take: the sentence names it, the field's detail says why. */
const unusable = (message: Phrase, why: Phrase) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path: 'reasonCode', ...why }] });

/**
 * The organization's downtime reasons (issue 12 §1): a short list managers rename, reorder,
 * add to and retire. Organization-wide, so their events name no warehouse, and only a manager
 * or admin of every plant changes them (issue 22 §7, policies/shared-settings).
 */
export function createReasonsService(deps: CodeListDeps) {
  const codeList = createOrganizationCodeList<
    repo.DowntimeReasonRow,
    DowntimeReason,
    CreateDowntimeReason,
    UpdateDowntimeReason
  >({
    ...deps,
    may: changeDowntimeReasons,
    entityType: 'downtime_reason',
    topic: 'equipment',
    name: 'Downtime reason',
    store: {
      list: repo.listReasons,
      find: repo.findReason,
      codesLike: (db, organizationId, _input, stem) => repo.codesLike(db, organizationId, stem),
      nextPosition: (db, organizationId) => repo.nextPosition(db, organizationId),
      insert: (db, organizationId, input, code, position) =>
        repo.insertReason(db, { organizationId, code, label: input.label, planned: input.planned, position }),
      update: repo.updateReasonRow,
    },
    toDto: toReasonDto,
    createdFacts: (row) => ({ code: row.code, label: row.label, planned: row.planned }),
  });

  /** An active reason of the organization, for a new or corrected downtime record. */
  async function usable(
    actor: AuthContext,
    code: string,
    tx: Executor = deps.db,
  ): Promise<repo.DowntimeReasonRow> {
    const reason = await repo.findReasonByCode(tx, actor.organizationId, code);
    if (!reason) {
      throw unusable(
        phrase('downtime.reasonUnknown', { reason: code }),
        phrase('downtime.reasonUnknownShort'),
      );
    }
    if (!reason.active) {
      throw unusable(
        phrase('downtime.reasonRetired', { reason: code }),
        phrase('downtime.reasonRetiredShort'),
      );
    }
    return reason;
  }

  return { ...codeList, usable };
}

export type ReasonsService = ReturnType<typeof createReasonsService>;
