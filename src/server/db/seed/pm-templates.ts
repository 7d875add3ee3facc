import type { pmSchedulerState, pmTemplates } from '../schema';
import { addDays } from './random';
import type { PlantContext, SeededTemplate, TemplateSpec } from './types';

type TemplateRow = typeof pmTemplates.$inferInsert;
type SchedulerRow = typeof pmSchedulerState.$inferInsert;

export const MAIN_TEMPLATES: TemplateSpec[] = [
  {
    model: 'Atlas Copco GA37',
    component: 'Oil circuit and separator',
    action: 'Replace filters, separator and fluid',
    frequency: 'quarterly',
    estimatedDuration: 150,
    description: '4000-hour service of the oil-injected screw compressors',
    checklist: [
      'Isolate, lock out and vent the compressor to 0 bar',
      'Drain the fluid and replace the oil filter and separator element',
      'Replace the air intake filter and clean the cooler fins',
      'Refill with Roto-Inject Fluid and check for leaks under load',
      'Record discharge temperature and running hours',
    ],
    introducedDaysAgo: 175,
    kit: [
      { partNumber: '1613610590', quantity: 1 },
      { partNumber: '1613730600', quantity: 1 },
      { partNumber: '1613740800', quantity: 1 },
      { partNumber: '2901-0521-00', quantity: 1 },
    ],
  },
  {
    model: 'Grundfos CR 32-2',
    component: 'Shaft seal and motor bearings',
    action: 'Inspect',
    frequency: 'monthly',
    estimatedDuration: 45,
    description: 'Monthly condition check of the cooling and process water pumps',
    checklist: [
      'Check the mechanical seal for leaks',
      'Measure motor bearing vibration and temperature',
      'Check suction and discharge pressure against the duty point',
      'Inspect the coupling guard and base bolts',
    ],
    introducedDaysAgo: 100,
    kit: [],
    nextDueDays: { 'PMP-001': -2.5 },
  },
  {
    model: 'Hytrol E24',
    component: 'Drive chain, sprockets and rollers',
    action: 'Inspect and lubricate',
    frequency: 'monthly',
    estimatedDuration: 60,
    description: 'Monthly drive and roller inspection of the live roller conveyors',
    checklist: [
      'Lock out the conveyor drive',
      'Check drive chain tension and sprocket wear',
      'Lubricate the drive chain',
      'Spin-test rollers and replace any seized ones',
      'Test the emergency stop pull cords',
    ],
    introducedDaysAgo: 70,
    kit: [{ partNumber: 'CHAIN-LUBE-400', quantity: 1 }],
    nextDueDays: { 'CNV-002': -5 },
  },
  {
    model: 'Toyota 8FGU25',
    component: 'Brakes, forks, mast and safety devices',
    action: 'Inspect',
    frequency: 'weekly',
    estimatedDuration: 30,
    description: 'Weekly safety inspection required for powered industrial trucks',
    checklist: [
      'Test service and parking brakes',
      'Inspect forks, heels and locking pins for cracks',
      'Check mast chains, hoses and hydraulic leaks',
      'Test horn, lights and reverse alarm',
      'Check LPG cylinder mounting and hose',
    ],
    introducedDaysAgo: 30,
    kit: [],
    nextDueDays: { 'FLT-001': 0.5 },
  },
  {
    model: 'FANUC R-2000iC/165F',
    component: 'J1–J6 reducers and cable harness',
    action: 'Grease and inspect',
    frequency: 'quarterly',
    estimatedDuration: 180,
    description: 'Reducer grease replacement and dress-pack inspection of the palletizing robots',
    checklist: [
      'Back up the controller and record axis positions',
      'Replace grease in the J1–J3 reducers',
      'Inspect the J4–J6 cable harness and dress pack',
      'Check the mastering and run the reference position test',
    ],
    introducedDaysAgo: 165,
    kit: [{ partNumber: 'VIGO-RE0-16', quantity: 1 }],
  },
  {
    model: 'Carrier 30XA-252',
    component: 'Condenser coils and refrigerant circuit',
    action: 'Clean and leak-check',
    frequency: 'quarterly',
    estimatedDuration: 240,
    description: 'Quarterly service of the air-cooled process chillers',
    checklist: [
      'Clean the condenser coils',
      'Leak-check the refrigerant circuits and record pressures',
      'Check compressor oil level and heaters',
      'Inspect fan motors and contactors',
      'Verify the chilled-water set point and flow switch',
    ],
    introducedDaysAgo: 150,
    kit: [],
  },
  {
    model: 'Cleaver-Brooks CBEX 200',
    component: 'Fireside, waterside and safety controls',
    action: 'Annual inspection',
    frequency: 'annually',
    estimatedDuration: 480,
    description: 'Annual boiler inspection ahead of the insurance inspector visit',
    checklist: [
      'Open and inspect the waterside, then fit new handhole gaskets',
      'Brush the fire tubes and inspect the refractory',
      'Test the low-water cutoffs and safety valves',
      'Run a combustion analysis and tune the burner',
    ],
    introducedDaysAgo: 170,
    kit: [{ partNumber: 'CB-HH-GSKT', quantity: 4 }],
    nextDueDays: { 'BLR-001': 210, 'BLR-002': 4 },
  },
  {
    model: 'ABB ACS580',
    component: 'Cooling fan and heatsink',
    action: 'Inspect and clean',
    frequency: 'annually',
    estimatedDuration: 60,
    description: 'Yearly drive maintenance per the ABB maintenance schedule',
    checklist: [
      'Isolate the drive and wait 5 minutes for the DC bus to discharge',
      'Blow out the heatsink and check the cooling fan',
      'Check terminal tightness and cable insulation',
    ],
    introducedDaysAgo: 160,
    kit: [],
    nextDueDays: { 'VFD-002': 6, 'VFD-001': 230 },
  },
];

export const NORTH_TEMPLATES: TemplateSpec[] = [
  {
    model: 'Kaeser ASD 40',
    component: 'Oil circuit and intake filter',
    action: 'Replace filters and fluid',
    frequency: 'quarterly',
    estimatedDuration: 120,
    description: 'Quarterly service of the North Plant screw compressors',
    checklist: [
      'Isolate and vent the compressor',
      'Replace the oil filter and intake filter',
      'Top up or change the Sigma Fluid',
      'Check belt tension and cooler cleanliness',
    ],
    introducedDaysAgo: 170,
    kit: [
      { partNumber: '6.3464.1', quantity: 1 },
      { partNumber: '6.4163.0', quantity: 1 },
      { partNumber: 'S460-5G', quantity: 1 },
    ],
  },
  {
    model: 'Toyota 8FGU25',
    component: 'Engine oil, filters and LPG system',
    action: 'Service',
    frequency: 'quarterly',
    estimatedDuration: 90,
    description: '250-hour service of the LPG forklifts',
    checklist: [
      'Change engine oil and oil filter',
      'Inspect the LPG regulator and hoses for leaks',
      'Check hydraulic oil level and mast chains',
      'Test brakes, horn and seat switch',
    ],
    introducedDaysAgo: 160,
    kit: [{ partNumber: '90915-YZZD4', quantity: 1 }],
    nextDueDays: { 'FLT-101': -1.5 },
  },
];

/** Template rows of one plant, created when each PM programme started. */
export function buildTemplates(
  ctx: PlantContext,
  specs: TemplateSpec[],
): { rows: TemplateRow[]; seeded: SeededTemplate[] } {
  const seeded = specs.map((spec) => ({ id: ctx.rng.uuid(), spec }));
  const rows = seeded.map(({ id, spec }): TemplateRow => {
    const createdAt = addDays(ctx.now, -spec.introducedDaysAgo);
    return {
      id,
      organizationId: ctx.organizationId,
      warehouseId: ctx.warehouseId,
      model: spec.model,
      component: spec.component,
      action: spec.action,
      frequency: spec.frequency,
      estimatedDuration: spec.estimatedDuration,
      description: spec.description,
      checklist: spec.checklist,
      createdBy: ctx.staff.owner,
      updatedBy: ctx.staff.owner,
      createdAt,
      updatedAt: createdAt,
    };
  });
  return { rows, seeded };
}

/**
 * The scheduler is on and has not run yet: its last run is one this install really made, never
 * one before the install existed (issue 22 §6). Its first run finds nothing to do, since every PM
 * due within the look-ahead week was already raised.
 */
export function buildSchedulerState(ctx: PlantContext): SchedulerRow {
  return {
    warehouseId: ctx.warehouseId,
    isRunning: true,
    lastRunAt: null,
    lastGenerated: 0,
    updatedBy: ctx.staff.owner,
    updatedAt: addDays(ctx.now, -30),
  };
}
