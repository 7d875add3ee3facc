import { z } from 'zod';
import { said } from '../i18n/error-texts/common';
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
  z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` }),
  z
    .number({ error: 'An approval limit must be an amount' })
    .min(0, { error: 'An approval limit cannot be negative' })
    .max(999_999_999_999.99, { error: 'An approval limit is too large' })
    .refine((n) => hasAtMostDecimals(n, 2), { error: 'An approval limit has at most 2 decimals' }),
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
    laborRate: optionalAmount(
      99_999_999.99,
      'Labour rate must be an amount of 0 or more, with at most 2 decimals',
    ),
    currency: z.enum(CURRENCIES, { error: `Currency must be one of: ${CURRENCIES.join(', ')}` }),
    monthlyBudget: optionalAmount(
      999_999_999_999.99,
      'Monthly budget must be an amount of 0 or more, with at most 2 decimals',
    ),
    closeOutCodesRequired: z.boolean({ error: 'Close-out codes required must be true or false' }),
    approvalLimits: approvalLimitsSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdatePlantSettings = z.infer<typeof updatePlantSettingsSchema>;
