import { z } from 'zod';
import { putPartVendorsSchema, type PartVendor, type PutPartVendors } from '@shared/schemas/purchasing';
import { parseDecimal } from '@web/lib/parse-decimal';

/** One vendor row of the editor: inputs hold text; the name and badge are shown, not sent. */
export interface PartVendorRow {
  vendorId: string;
  vendorName: string;
  preferred: boolean;
  vendorPartNumber: string;
  unitPrice: string;
  leadTimeDays: string;
}

/** Named as the PUT body is, so the shared schema's issue paths land on the matching inputs. */
export interface PartVendorsFormValues {
  vendors: PartVendorRow[];
}

export function toFormValues(vendors: readonly PartVendor[]): PartVendorsFormValues {
  return {
    vendors: vendors.map((vendor) => ({
      vendorId: vendor.vendorId,
      vendorName: vendor.vendorName,
      preferred: vendor.preferred,
      vendorPartNumber: vendor.vendorPartNumber ?? '',
      unitPrice: vendor.unitPrice,
      leadTimeDays: vendor.leadTimeDays === null ? '' : String(vendor.leadTimeDays),
    })),
  };
}

function toBody(values: PartVendorsFormValues): z.input<typeof putPartVendorsSchema> {
  return {
    vendors: values.vendors.map((row) => ({
      vendorId: row.vendorId,
      vendorPartNumber: row.vendorPartNumber,
      unitPrice: row.unitPrice,
      // The schema wants a number; what is not one (NaN) gets its "whole number" message.
      leadTimeDays: row.leadTimeDays.trim() === '' ? null : parseDecimal(row.leadTimeDays),
    })),
  };
}

/** Checks and converts with the server's own schema and messages. */
export const partVendorsFormSchema = z
  .custom<PartVendorsFormValues>()
  .transform((values, context): PutPartVendors => {
    const result = putPartVendorsSchema.safeParse(toBody(values));
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
