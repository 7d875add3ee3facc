import type { ProcedureStep, StepRule } from './schemas/procedures';

/**
 * The rules of a line added to an order's checklist (ADR 55): a checkbox of its own, or a
 * meter-reading step when it reads a meter of the order's equipment. Apart from the answer
 * rules, so the offline queue's stand-in records do not load them.
 */
export const lineRule = (meter?: { name: string } | null): StepRule =>
  meter
    ? { type: 'meter_reading', required: false, meterName: meter.name }
    : { type: 'checkbox', required: false };

/** A line of an order's checklist as a step. */
export const lineStep = (id: string, title: string, meter?: { name: string } | null): ProcedureStep =>
  ({ ...lineRule(meter), id, title }) as ProcedureStep;
