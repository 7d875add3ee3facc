import type { CloseOutCode, CreateCloseOutCode, UpdateCloseOutCode } from '../../../shared/schemas/close-out';
import { changeCloseOutCodes } from '../../../shared/policies/shared-settings';
import { createOrganizationCodeList, type CodeListDeps } from '../code-lists/organization-code-list';
import * as repo from './close-out-codes.repository';

export function toCloseOutCodeDto(row: repo.CloseOutCodeRow): CloseOutCode {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    label: row.label,
    position: row.position,
    active: row.active,
    version: row.version,
  };
}

/**
 * The organization's close-out codes (issue 25 §8, ADR 56): supervisors and up of every plant
 * add, rename, reorder and retire them (policies/shared-settings). Organization-wide like the
 * downtime reasons; on the work-order topic, because orders and the failure analytics show the
 * codes' labels. Each kind is a list of its own: its codes and positions are counted apart.
 */
export function createCloseOutCodesService(deps: CodeListDeps) {
  return createOrganizationCodeList<
    repo.CloseOutCodeRow,
    CloseOutCode,
    CreateCloseOutCode,
    UpdateCloseOutCode
  >({
    ...deps,
    may: changeCloseOutCodes,
    entityType: 'close_out_code',
    topic: 'work_orders',
    name: 'Close-out code',
    store: {
      list: repo.listCodes,
      find: repo.findCode,
      codesLike: (db, organizationId, input, stem) => repo.codesLike(db, organizationId, input.kind, stem),
      nextPosition: (db, organizationId, input) => repo.nextPosition(db, organizationId, input.kind),
      insert: (db, organizationId, input, code, position) =>
        repo.insertCode(db, { organizationId, kind: input.kind, code, label: input.label, position }),
      update: repo.updateCodeRow,
    },
    toDto: toCloseOutCodeDto,
    createdFacts: (row) => ({ kind: row.kind, code: row.code, label: row.label }),
  });
}

export type CloseOutCodesService = ReturnType<typeof createCloseOutCodesService>;
