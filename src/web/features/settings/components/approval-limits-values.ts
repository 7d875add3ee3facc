import { z } from 'zod';
import { ROLES, type Role } from '@shared/domain';
import {
  updatePlantSettingsSchema,
  type ApprovalLimits,
  type UpdatePlantSettings,
} from '@shared/schemas/plant-settings';
import { formatMoney } from '@web/lib/formatting';
import type { TextsOf } from '@web/lib/i18n/use-t';
import { parseDecimal } from '@web/lib/parse-decimal';
import type { settingsMessages } from '../messages';

type SettingsTexts = TextsOf<typeof settingsMessages>;

/** Each role's name in the catalogue. */
export const ROLE_LABELS = {
  technician: 'role.technician',
  supervisor: 'role.supervisor',
  manager: 'role.manager',
  admin: 'role.admin',
} as const satisfies Readonly<Record<Role, string>>;

/** One text input per role; '' leaves the role out, which approves any amount. */
export interface ApprovalLimitsValues {
  approvalLimits: Record<Role, string>;
}

export function toValues(limits: ApprovalLimits): ApprovalLimitsValues {
  const text = (role: Role) => {
    const limit = limits[role];
    return limit === undefined ? '' : String(limit);
  };
  return {
    approvalLimits: {
      technician: text('technician'),
      supervisor: text('supervisor'),
      manager: text('manager'),
      admin: text('admin'),
    },
  };
}

/** "€1,000.00", or "Any amount" for a role without a limit. */
export function limitText(t: SettingsTexts, limit: number | undefined, currency: string | undefined): string {
  return limit === undefined ? t('approval.anyAmount') : formatMoney(limit, { currency });
}

/** What the field's text reads as, under the field; text that is no amount waits for the check. */
export function limitHint(t: SettingsTexts, text: string, currency: string | undefined): string {
  if (text.trim() === '') return t('approval.anyAmount');
  const amount = parseDecimal(text);
  return Number.isFinite(amount) ? formatMoney(amount, { currency }) : '';
}

/**
 * The whole record goes with PATCH (the server replaces it), checked by the shared schema; its
 * issue paths (approvalLimits.supervisor) are the form's field names. Text that is no number goes
 * as NaN so the schema answers with its own message.
 */
export const approvalLimitsFormSchema = z
  .custom<ApprovalLimitsValues>()
  .transform((values, context): UpdatePlantSettings => {
    const entered = ROLES.filter((role) => values.approvalLimits[role].trim() !== '');
    const approvalLimits = Object.fromEntries(
      entered.map((role) => [role, parseDecimal(values.approvalLimits[role])]),
    );
    const result = updatePlantSettingsSchema.safeParse({ approvalLimits });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
