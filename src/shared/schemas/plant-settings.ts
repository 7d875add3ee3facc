import { z } from 'zod';
import { said } from '../i18n/error-texts/settings';
import { ROLES } from '../domain';
import { decimalAmount, hasAtMostDecimals } from './common';

/** Costs are kept in one of these (ISO 4217); the list a plant picks from. */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'JPY',
  'INR',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The largest purchase order total each role may approve (issue 27 §3); a role left out approves any amount. */
export const approvalLimitsSchema = z.partialRecord(
  z.enum(ROLES, { error: said('value.oneOf', { field: 'role', values: ROLES.join(', ') }) }),
  z
    .number({ error: said('settings.approvalLimitAmount') })
    .min(0, { error: said('settings.approvalLimitNegative') })
    .max(999_999_999_999.99, { error: said('settings.approvalLimitTooLarge') })
    .refine((n) => hasAtMostDecimals(n, 2), { error: said('settings.approvalLimitDecimals') }),
);
export type ApprovalLimits = z.infer<typeof approvalLimitsSchema>;

/**
 * A warehouse's settings: what labour costs, the currency and an optional budget (issue 12), and
 * whether completions need close-out codes (issue 25 §8).
 */
export const plantSettingsSchema = z.object({
  warehouseId: z.string(),
  warehouseName: z.string(),
  /** Per hour, as "65.00"; null until a manager sets it (labour then counts no cost). */
  laborRate: z.string().nullable(),
  currency: z.string(),
  /** Per month, as "12000.00"; null when the plant keeps no budget. */
  monthlyBudget: z.string().nullable(),
  /**
   * Completing a corrective or emergency order needs a problem, a cause and a remedy code
   * (issue 25 §8); optional until the plant turns it on.
   */
  closeOutCodesRequired: z.boolean(),
  /** The largest purchase order each role approves (issue 27 §3); a role left out approves any amount. */
  approvalLimits: approvalLimitsSchema,
  version: z.number().int(),
});
export type PlantSettings = z.infer<typeof plantSettingsSchema>;

const optionalAmount = (max: number, message: string) =>
  z.preprocess((v) => (v === '' ? null : v), decimalAmount({ scale: 2, max, message }).nullable());

export const updatePlantSettingsSchema = z
  .object({
    laborRate: optionalAmount(99_999_999.99, said('amount.invalid', { field: 'labourRate' })),
    currency: z.enum(CURRENCIES, {
      error: said('value.oneOf', { field: 'currency', values: CURRENCIES.join(', ') }),
    }),
    monthlyBudget: optionalAmount(999_999_999_999.99, said('amount.invalid', { field: 'monthlyBudget' })),
    closeOutCodesRequired: z.boolean({
      error: said('value.booleanField', { field: 'closeOutCodesRequired' }),
    }),
    approvalLimits: approvalLimitsSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdatePlantSettings = z.infer<typeof updatePlantSettingsSchema>;
