import { z } from 'zod';
import type { MeterKind } from '@shared/domain';
import {
  createMeterSchema,
  updateMeterSchema,
  type CreateMeter,
  type Meter,
  type UpdateMeter,
} from '@shared/schemas/meters';
import { parseDecimal } from '@web/lib/parse-decimal';

/** What the meter form's inputs hold. */
export interface MeterFormValues {
  name: string;
  unit: string;
  kind: MeterKind;
  minValue: string;
  maxValue: string;
  excursionRaisesWorkOrder: boolean;
}

export const EMPTY_METER: MeterFormValues = {
  name: '',
  unit: '',
  kind: 'counter',
  minValue: '',
  maxValue: '',
  excursionRaisesWorkOrder: false,
};

export function meterFormValues(meter: Meter): MeterFormValues {
  return {
    name: meter.name,
    unit: meter.unit,
    kind: meter.kind,
    minValue: meter.minValue === null ? '' : String(meter.minValue),
    maxValue: meter.maxValue === null ? '' : String(meter.maxValue),
    excursionRaisesWorkOrder: meter.excursionRaisesWorkOrder,
  };
}

const limit = (text: string) => (text.trim() === '' ? null : parseDecimal(text));

/** The body the form sends: a counter has no limits, so they go as null. */
export function meterBody(values: MeterFormValues): CreateMeter {
  const isGauge = values.kind === 'gauge';
  return {
    name: values.name,
    unit: values.unit,
    kind: values.kind,
    minValue: isGauge ? limit(values.minValue) : null,
    maxValue: isGauge ? limit(values.maxValue) : null,
    excursionRaisesWorkOrder: isGauge && values.excursionRaisesWorkOrder,
  };
}

/** Validated by the shared schema of a create, or of an edit (whose kind stays). */
export function meterFormSchema(isEdit: boolean) {
  return z.custom<MeterFormValues>().transform((values, context): CreateMeter | UpdateMeter => {
    const body = meterBody(values);
    const result = isEdit
      ? updateMeterSchema.safeParse({ ...body, kind: undefined })
      : createMeterSchema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues)
        context.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
      return z.NEVER;
    }
    return result.data;
  });
}
