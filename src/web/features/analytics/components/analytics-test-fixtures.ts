import type {
  CostAnalysis,
  EquipmentPerformance,
  FleetPerformance,
  InventoryAnalytics,
  Kpis,
  MaintenanceTrends,
  PerformanceTrendPoint,
  PurchasingAnalytics,
} from '@shared/schemas/analytics';

/** API answers for the analytics component tests (and a look at the screen), shaped by the shared schemas. */

let sequence = 0;
const nextId = (group: string) => {
  sequence += 1;
  return `4c1e7a2d-0000-4000-${group}-${String(sequence).padStart(12, '0')}`;
};

const PERIOD_TO = '2026-06-10T12:00:00.000Z';

export function buildPeriod(days = 90) {
  return {
    days,
    from: new Date(Date.parse(PERIOD_TO) - days * 86_400_000).toISOString(),
    to: PERIOD_TO,
  };
}

const WAREHOUSE_SCOPE = { kind: 'warehouse', id: null, name: 'Main plant' } as const;

export function buildFleet(overrides: Partial<FleetPerformance> = {}): FleetPerformance {
  return {
    period: buildPeriod(90),
    scope: WAREHOUSE_SCOPE,
    currency: 'USD',
    equipmentCount: 42,
    withHistoryCount: 37,
    activeCount: 38,
    downCount: 2,
    criticalCount: 6,
    needsAttentionCount: 4,
    fleetAvailability: 93.4,
    mtbf: 512,
    mttr: 3.6,
    failures: 27,
    maintenanceCost: 48250,
    laborRateSet: true,
    availabilityDistribution: [
      { range: '95-100%', count: 21 },
      { range: '85-94%', count: 9 },
      { range: '70-84%', count: 5 },
      { range: '<70%', count: 2 },
    ],
    rollup: {
      equipmentCount: 42,
      withHistoryCount: 37,
      trackedHours: 79_920,
      downtimeHours: 5_274.7,
      availability: 93.4,
      failures: 27,
      workOrders: { total: 240, preventive: 120, corrective: 96, emergency: 24 },
      costs: { laborHours: 412.5, labor: 26812, parts: 21438, total: 48250 },
    },
    ...overrides,
  };
}

export function buildEquipmentPerformance(
  overrides: Partial<EquipmentPerformance> = {},
): EquipmentPerformance {
  return {
    id: nextId('8000'),
    name: 'Hydraulic Press HP-200',
    locationId: null,
    parentId: null,
    assetNumber: 'PRS-001',
    status: 'active',
    criticality: 'critical',
    criticalityScore: 9.2,
    healthScore: 64,
    mtbf: 210,
    mttr: 5.4,
    availability: 86.5,
    maintenanceCost: 9120,
    downtimeHours: 291.6,
    failures: 9,
    totalWorkOrders: 18,
    preventiveWorkOrders: 6,
    correctiveWorkOrders: 9,
    emergencyWorkOrders: 3,
    overduePMs: 1,
    isDown: false,
    trends: { mtbfTrend: 'declining', availabilityTrend: 'declining' },
    ...overrides,
  };
}

/** A realistic fleet, most critical first (criticality score, then lowest health). */
export function buildEquipmentList(): EquipmentPerformance[] {
  const rows: Partial<EquipmentPerformance>[] = [
    {},
    {
      name: 'Air Compressor AC-75',
      assetNumber: 'CMP-003',
      criticalityScore: 8.6,
      healthScore: 78,
      mtbf: 455,
      mttr: 3.1,
      availability: 94.2,
      failures: 4,
      totalWorkOrders: 11,
      preventiveWorkOrders: 6,
      correctiveWorkOrders: 4,
      emergencyWorkOrders: 1,
      overduePMs: 0,
      trends: { mtbfTrend: 'stable', availabilityTrend: 'declining' },
    },
    {
      name: 'Boiler Feed Pump',
      assetNumber: 'PMP-012',
      criticalityScore: 8.1,
      healthScore: 92,
      mtbf: 1040,
      mttr: 2.2,
      availability: 99.1,
      failures: 2,
      totalWorkOrders: 7,
      preventiveWorkOrders: 5,
      correctiveWorkOrders: 2,
      emergencyWorkOrders: 0,
      overduePMs: 0,
      isDown: false,
      trends: { mtbfTrend: 'improving', availabilityTrend: 'improving' },
    },
    {
      name: 'CNC Lathe Okuma LB3000',
      assetNumber: 'CNC-004',
      criticality: 'high',
      criticalityScore: 7.4,
      healthScore: 83,
      mtbf: 620,
      mttr: 4.4,
      availability: 96.0,
      failures: 3,
      totalWorkOrders: 9,
      preventiveWorkOrders: 5,
      correctiveWorkOrders: 3,
      emergencyWorkOrders: 1,
      overduePMs: 0,
      trends: { mtbfTrend: 'improving', availabilityTrend: 'stable' },
    },
    {
      name: 'Conveyor Line 3 Drive',
      assetNumber: 'CNV-003',
      criticality: 'high',
      criticalityScore: 7.0,
      healthScore: 71,
      mtbf: 330,
      mttr: 2.9,
      availability: 91.8,
      failures: 6,
      totalWorkOrders: 12,
      preventiveWorkOrders: 4,
      correctiveWorkOrders: 7,
      emergencyWorkOrders: 1,
      overduePMs: 2,
      isDown: true,
      trends: { mtbfTrend: 'declining', availabilityTrend: 'stable' },
    },
    {
      name: 'Packaging Robot FANUC M-20',
      assetNumber: 'ROB-002',
      criticality: 'high',
      criticalityScore: 6.8,
      healthScore: 88,
      mtbf: 890,
      mttr: 1.8,
      availability: 98.4,
      failures: 2,
      totalWorkOrders: 6,
      preventiveWorkOrders: 4,
      correctiveWorkOrders: 2,
      emergencyWorkOrders: 0,
      overduePMs: 0,
      trends: { mtbfTrend: 'stable', availabilityTrend: 'improving' },
    },
    {
      name: 'Cooling Tower Fan',
      assetNumber: 'FAN-001',
      criticality: 'medium',
      criticalityScore: 5.5,
      healthScore: 95,
      mtbf: null,
      mttr: null,
      availability: 100,
      failures: 0,
      totalWorkOrders: 3,
      preventiveWorkOrders: 3,
      correctiveWorkOrders: 0,
      emergencyWorkOrders: 0,
      overduePMs: 0,
      trends: { mtbfTrend: 'stable', availabilityTrend: 'stable' },
    },
    {
      name: 'Forklift Toyota 8FGU25',
      assetNumber: 'FLT-007',
      criticality: 'medium',
      criticalityScore: 4.9,
      healthScore: 74,
      mtbf: 1380,
      mttr: 6.2,
      availability: 97.1,
      failures: 1,
      totalWorkOrders: 5,
      preventiveWorkOrders: 3,
      correctiveWorkOrders: 2,
      emergencyWorkOrders: 0,
      overduePMs: 1,
      trends: { mtbfTrend: 'stable', availabilityTrend: 'declining' },
    },
    {
      name: 'Dust Extractor DX-4',
      assetNumber: 'DST-004',
      criticality: 'low',
      criticalityScore: 3.2,
      healthScore: 81,
      mtbf: 760,
      mttr: 1.2,
      availability: 99.6,
      failures: 1,
      totalWorkOrders: 4,
      preventiveWorkOrders: 3,
      correctiveWorkOrders: 1,
      emergencyWorkOrders: 0,
      overduePMs: 0,
      trends: { mtbfTrend: 'improving', availabilityTrend: 'stable' },
    },
    {
      name: 'Spare Welding Set',
      assetNumber: 'WLD-009',
      status: 'inactive',
      criticality: 'low',
      criticalityScore: 2.0,
      healthScore: null,
      mtbf: null,
      mttr: null,
      availability: null,
      maintenanceCost: null,
      downtimeHours: null,
      failures: 0,
      totalWorkOrders: 0,
      preventiveWorkOrders: 0,
      correctiveWorkOrders: 0,
      emergencyWorkOrders: 0,
      overduePMs: 0,
      trends: { mtbfTrend: 'stable', availabilityTrend: 'stable' },
    },
  ];
  return rows.map((row) => buildEquipmentPerformance(row));
}

/** Health under 80 or availability declining, most critical first. */
export function buildInsightList(): EquipmentPerformance[] {
  return buildEquipmentList().filter(
    (row) =>
      (row.healthScore !== null && row.healthScore < 80) || row.trends.availabilityTrend === 'declining',
  );
}

/** A point a day over `days`, ending on 10 June 2026; weekly beyond 90 days. */
export function buildTrendPoints(days = 90): PerformanceTrendPoint[] {
  const step = days > 90 ? 7 : 1;
  const count = Math.ceil(days / step);
  const end = Date.parse('2026-06-10T00:00:00.000Z');
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(end - (count - 1 - index) * step * 86_400_000).toISOString().slice(0, 10);
    const wave = Math.sin(index / 5);
    const failures = index % 4 === 0 ? 1 + (index % 3) : 0;
    return {
      date,
      availability: Math.round((94 + wave * 3 - failures * 0.8) * 10) / 10,
      workOrders: 3 + ((index * 7) % 6),
      mtbf: failures > 0 ? Math.round((420 + wave * 140) / failures) : null,
      failures,
      downtimeHours: failures * 2.5,
    };
  });
}

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];

export function buildKpis(overrides: Partial<Kpis> = {}): Kpis {
  return {
    period: { from: buildPeriod(90).from, to: PERIOD_TO },
    equipmentUptime: 93.4,
    mtbf: 512,
    mttr: 3.6,
    workOrderCompletion: 91.2,
    pmCompliance: 88.5,
    costEfficiency: 62.4,
    userSatisfaction: 86,
    systemAvailability: null,
    targets: {
      equipmentUptime: 95,
      mtbf: 720,
      mttr: 4,
      workOrderCompletion: 90,
      pmCompliance: 95,
      costEfficiency: 85,
      userSatisfaction: 85,
      systemAvailability: 99,
    },
    ...overrides,
  };
}

export function buildMaintenanceTrends(overrides: Partial<MaintenanceTrends> = {}): MaintenanceTrends {
  const rates = [91.7, 96.2, 88.0, 97.5, 93.3, null];
  const scheduled = [12, 13, 15, 16, 15, 0];
  return {
    period: buildPeriod(90),
    pmCompliance: MONTHS.map((month, index) => ({
      month,
      complianceRate: rates[index] ?? null,
      completed: Math.round(((rates[index] ?? 0) * scheduled[index]!) / 100),
      scheduled: scheduled[index]!,
    })),
    failuresByReason: [
      { reasonCode: 'breakdown', reasonLabel: 'Breakdown', failures: 11, downtimeHours: 46.5 },
      { reasonCode: 'hydraulic_leak', reasonLabel: 'Hydraulic leak', failures: 6, downtimeHours: 22 },
      { reasonCode: 'electrical', reasonLabel: 'Electrical fault', failures: 5, downtimeHours: 14.5 },
      { reasonCode: 'operator_error', reasonLabel: 'Operator error', failures: 3, downtimeHours: 3.5 },
      { reasonCode: null, reasonLabel: 'No downtime recorded', failures: 2, downtimeHours: 0 },
    ],
    failuresByMonth: MONTHS.map((month, index) => {
      const corrective = [5, 3, 6, 4, 7, 2][index]!;
      const emergency = [1, 0, 2, 1, 1, 0][index]!;
      return { month, corrective, emergency, failures: corrective + emergency + (index % 2) };
    }),
    plannedVsUnplanned: {
      plannedOrders: 58,
      unplannedOrders: 34,
      plannedShare: 63,
      plannedDowntimeHours: 41.5,
      unplannedDowntimeHours: 86.5,
    },
    kpis: buildKpis(),
    ...overrides,
  };
}

export function buildCostAnalysis(overrides: Partial<CostAnalysis> = {}): CostAnalysis {
  const equipment = buildEquipmentList().slice(0, 9);
  return {
    period: buildPeriod(90),
    scope: WAREHOUSE_SCOPE,
    currency: 'USD',
    laborRate: 65,
    monthlyBudget: 16000,
    totals: {
      laborHours: 412.5,
      labor: 26812,
      parts: 21438,
      total: 48250,
      planned: 19480,
      unplanned: 28770,
    },
    byEquipment: equipment.map((row, index) => {
      const laborHours = [58, 41, 22, 30, 36, 12, 8, 10, 6][index]!;
      const parts = [5350, 3120, 2480, 1890, 1410, 880, 460, 720, 150][index]!;
      return {
        equipmentId: row.id,
        assetNumber: row.assetNumber,
        name: row.name,
        laborHours,
        labor: laborHours * 65,
        parts,
        total: laborHours * 65 + parts,
      };
    }),
    byMonth: MONTHS.map((month, index) => {
      const laborHours = [62, 70, 81, 66, 94, 39.5][index]!;
      const parts = [3200, 2900, 4100, 3650, 6120, 1468][index]!;
      return {
        month,
        laborHours,
        labor: Math.round(laborHours * 65),
        parts,
        total: Math.round(laborHours * 65) + parts,
        budget: 16000,
      };
    }),
    ...overrides,
  };
}

export function buildInventoryAnalytics(overrides: Partial<InventoryAnalytics> = {}): InventoryAnalytics {
  const part = (partNumber: string, name: string) => ({ partId: nextId('9000'), partNumber, name });
  return {
    period: buildPeriod(90),
    currency: 'USD',
    stockValue: 84620,
    usedValue: 21438,
    turnover: 1.0,
    usageByPart: [
      { ...part('FLT-1020', 'Hydraulic oil filter'), quantity: 48, value: 1392 },
      { ...part('BRG-6205', 'Deep groove ball bearing 6205'), quantity: 36, value: 504 },
      { ...part('BLT-A42', 'V-belt A42'), quantity: 30, value: 375 },
      { ...part('SEL-0450', 'Hydraulic cylinder seal kit'), quantity: 18, value: 2430 },
      { ...part('FUS-10A', 'Fuse 10 A slow blow'), quantity: 16, value: 48 },
      { ...part('GRS-EP2', 'EP2 grease cartridge'), quantity: 14, value: 126 },
      { ...part('CNT-3P25', 'Contactor 3-pole 25 A'), quantity: 6, value: 570 },
      { ...part('MTR-075', 'Motor 0.75 kW IE3'), quantity: 2, value: 780 },
    ],
    usageByMonth: MONTHS.map((month, index) => ({
      month,
      quantity: [42, 38, 55, 47, 71, 22][index]!,
      value: [3200, 2900, 4100, 3650, 6120, 1468][index]!,
    })),
    stockOuts: {
      count: 2,
      events: 5,
      parts: [
        {
          ...part('SEL-0450', 'Hydraulic cylinder seal kit'),
          reorderPoint: 4,
          since: '2026-06-02T08:15:00.000Z',
        },
        { ...part('BLT-A42', 'V-belt A42'), reorderPoint: 10, since: '2026-06-08T14:40:00.000Z' },
      ],
    },
    deadStock: {
      count: 3,
      value: 6140,
      parts: [
        {
          ...part('GBX-R40', 'Gearbox reducer 40:1'),
          stockLevel: 2,
          value: 3800,
          lastUsedAt: '2025-08-14T10:00:00.000Z',
        },
        { ...part('PLC-IO16', 'PLC input module 16-ch'), stockLevel: 3, value: 1890, lastUsedAt: null },
        {
          ...part('VLV-50B', 'Butterfly valve DN50'),
          stockLevel: 3,
          value: 450,
          lastUsedAt: '2025-10-02T13:30:00.000Z',
        },
      ],
    },
    ...overrides,
  };
}

export const ACME_VENDOR_ID = '4c1e7a2d-0000-4000-a000-000000000a01';
export const BOLT_VENDOR_ID = '4c1e7a2d-0000-4000-a000-000000000a02';
export const OPEN_ORDER_ID = '4c1e7a2d-0000-4000-a000-000000000b01';

export function buildPurchasingAnalytics(overrides: Partial<PurchasingAnalytics> = {}): PurchasingAnalytics {
  return {
    period: buildPeriod(30),
    currency: 'USD',
    spendByVendor: [
      { vendorId: ACME_VENDOR_ID, vendorName: 'Acme Bearings', spend: 185, orders: 2 },
      { vendorId: BOLT_VENDOR_ID, vendorName: 'Bolt & Nut Co', spend: 34.4, orders: 2 },
    ],
    spendByMonth: [
      { month: '2026-01', spend: 0 },
      { month: '2026-02', spend: 0 },
      { month: '2026-03', spend: 40 },
      { month: '2026-04', spend: 100 },
      { month: '2026-05', spend: 119.4 },
      { month: '2026-06', spend: 0 },
    ],
    openCommitments: {
      count: 2,
      value: 49.59,
      orders: [
        {
          purchaseOrderId: OPEN_ORDER_ID,
          number: 'PO-2026-0004',
          vendorName: 'Bolt & Nut Co',
          orderedAt: '2026-05-02T12:00:00.000Z',
          expectedDate: '2026-05-12',
          outstanding: 42.6,
        },
        {
          purchaseOrderId: nextId('b000'),
          number: 'PO-2026-0007',
          vendorName: 'Bolt & Nut Co',
          orderedAt: '2026-05-10T12:00:00.000Z',
          expectedDate: null,
          outstanding: 6.99,
        },
      ],
    },
    leadTimes: [
      {
        vendorId: ACME_VENDOR_ID,
        vendorName: 'Acme Bearings',
        orders: 2,
        promisedDays: 3.5,
        actualDays: 4.5,
        lateCount: 1,
      },
      {
        vendorId: BOLT_VENDOR_ID,
        vendorName: 'Bolt & Nut Co',
        orders: 1,
        promisedDays: null,
        actualDays: null,
        lateCount: 0,
      },
    ],
    ...overrides,
  };
}
