import {
  CLOSE_OUT_FIELDS,
  missingCloseOutCodes,
  missingCloseOutMessage,
} from '../../../shared/close-out-rules';
import { CLOSE_OUT_KINDS, type CloseOutKind, type WorkOrderType } from '../../../shared/domain';
import type { CompletionCloseOut } from '../../../shared/schemas/work-orders';
import type { Executor } from '../../db/client';
import { phrase } from '../../../shared/i18n/error-texts';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/auth.context';
import type { PlantSettingsService } from '../settings/plant-settings.service';
import * as repo from './close-out-codes.repository';

/** What a completion writes on the order, and what its audit row says in words (null: nothing given). */
export interface ResolvedCloseOut {
  columns: {
    problemCodeId: string | null;
    causeCodeId: string | null;
    remedyCodeId: string | null;
    completionNote: string | null;
  };
  recorded: Record<string, string> | null;
}

const COLUMNS = {
  problem: 'problemCodeId',
  cause: 'causeCodeId',
  remedy: 'remedyCodeId',
} as const satisfies Record<CloseOutKind, keyof ResolvedCloseOut['columns']>;

/**
 * What a completion is told about its codes, by kind: the kind is a word inside each sentence, so
 * each kind has its own texts (the message names the code; its field's detail does not repeat it).
 */
const KIND_TEXTS = {
  problem: {
    choose: 'closeOut.chooseProblemCode',
    unknown: ['closeOut.problemCodeUnknown', 'closeOut.problemCodeUnknownShort'],
    retired: ['closeOut.problemCodeRetired', 'closeOut.problemCodeRetiredShort'],
  },
  cause: {
    choose: 'closeOut.chooseCauseCode',
    unknown: ['closeOut.causeCodeUnknown', 'closeOut.causeCodeUnknownShort'],
    retired: ['closeOut.causeCodeRetired', 'closeOut.causeCodeRetiredShort'],
  },
  remedy: {
    choose: 'closeOut.chooseRemedyCode',
    unknown: ['closeOut.remedyCodeUnknown', 'closeOut.remedyCodeUnknownShort'],
    retired: ['closeOut.remedyCodeRetired', 'closeOut.remedyCodeRetiredShort'],
  },
} as const;

const unusable = (kind: CloseOutKind, code: string, why: 'unknown' | 'retired') => {
  const [message, detail] = KIND_TEXTS[kind][why];
  return new AppError('UNPROCESSABLE', phrase(message, { code }), {
    details: [{ path: CLOSE_OUT_FIELDS[kind], ...phrase(detail) }],
  });
};

/**
 * The close-out of a completion (issue 25 §8, ADR 56), in the completion's transaction: refused
 * (422) when the plant requires codes the order lacks, or a code is not an active one of the
 * organization's list of its kind; otherwise the columns to write. Every completion writes all
 * four, so an order completed again after a reopening carries only what that completion said.
 */
export function createCompletionCloseOut(deps: {
  plantSettings: Pick<PlantSettingsService, 'closeOutCodesRequired'>;
}) {
  return async function resolve(
    tx: Executor,
    actor: AuthContext,
    order: { type: WorkOrderType },
    given: CompletionCloseOut,
  ): Promise<ResolvedCloseOut> {
    const required = await deps.plantSettings.closeOutCodesRequired(actor, tx);
    const missing = missingCloseOutCodes(order.type, required, given);
    if (missing.length > 0) {
      throw new AppError('UNPROCESSABLE', missingCloseOutMessage(order.type, missing), {
        details: missing.map((kind) => ({
          path: CLOSE_OUT_FIELDS[kind],
          ...phrase(KIND_TEXTS[kind].choose),
        })),
      });
    }
    const wanted = CLOSE_OUT_KINDS.flatMap((kind) => {
      const code = given[CLOSE_OUT_FIELDS[kind]];
      return code ? [{ kind, code }] : [];
    });
    const rows = wanted.length
      ? await repo.findCodesByKey(
          tx,
          actor.organizationId,
          wanted.map((w) => w.code),
        )
      : [];
    const columns: ResolvedCloseOut['columns'] = {
      problemCodeId: null,
      causeCodeId: null,
      remedyCodeId: null,
      completionNote: given.completionNote ?? null,
    };
    const recorded: Record<string, string> = {};
    for (const { kind, code } of wanted) {
      const row = rows.find((r) => r.kind === kind && r.code === code);
      if (!row) throw unusable(kind, code, 'unknown');
      if (!row.active) throw unusable(kind, code, 'retired');
      columns[COLUMNS[kind]] = row.id;
      recorded[kind] = row.label;
    }
    if (columns.completionNote) recorded['note'] = columns.completionNote;
    return { columns, recorded: Object.keys(recorded).length > 0 ? recorded : null };
  };
}

export type ResolveCloseOut = ReturnType<typeof createCompletionCloseOut>;
