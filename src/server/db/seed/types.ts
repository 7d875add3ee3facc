import type {
  Criticality,
  EquipmentStatus,
  PartCategory,
  PmFrequency,
  VendorType,
  WorkOrderType,
  Priority,
  PurchaseOrderStatus,
} from '../../../shared/domain';
import type { Rng } from './random';

/** What a unit is, which picks its fault descriptions and the parts that fit it. Seed-only. */
export type EquipmentKind =
  | 'compressor'
  | 'dryer'
  | 'pump'
  | 'drive'
  | 'cnc'
  | 'robot'
  | 'chiller'
  | 'cooling_tower'
  | 'boiler'
  | 'conveyor'
  | 'forklift'
  | 'air_handler'
  | 'press'
  | 'packaging'
  | 'dock';

export interface ModelSpec {
  manufacturer: string;
  kind: EquipmentKind;
  serialPrefix: string;
  warrantyYears: number;
  specifications: Record<string, string>;
}

export interface UnitSpec {
  tag: string;
  name: string;
  model: string;
  area: string;
  status: EquipmentStatus;
  criticality: Criticality;
  description: string;
  installedYearsAgo: number;
}

export interface VendorSpec {
  name: string;
  type: VendorType;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
}

export interface PartSpec {
  partNumber: string;
  name: string;
  description: string;
  category: PartCategory;
  unitCost: string;
  /** Stock on hand at `now`; the ledger is built backwards from it. */
  stock: number;
  reorderPoint: number;
  vendor: string;
  location: string;
  /** Kinds of equipment corrective work may consume it on. */
  kinds: EquipmentKind[];
}

export interface TemplateSpec {
  model: string;
  component: string;
  action: string;
  frequency: Exclude<PmFrequency, 'daily'>;
  estimatedDuration: number;
  description: string;
  checklist: string[];
  /** When the PM programme for this model started: no occurrences before it. */
  introducedDaysAgo: number;
  /** Parts every completed occurrence consumes. */
  kit: { partNumber: string; quantity: number }[];
  /** Pinned next due dates (days from now, negative = overdue) for chosen units. */
  nextDueDays?: Record<string, number>;
}

/** A fault as a requester would report it; `{tag}` becomes the asset tag. */
export interface Issue {
  text: string;
  hours: number;
  /** What the technician wrote on completion. */
  fix: string;
}

/** A PM checklist step that failed and the repair order raised from it. */
export interface FollowUpSpec {
  model: string;
  step: number;
  finding: string;
  issue: Issue;
  parts: { partNumber: string; quantity: number }[];
}

export interface PlantCatalog {
  units: UnitSpec[];
  vendors: VendorSpec[];
  parts: PartSpec[];
  templates: TemplateSpec[];
  correctiveCount: number;
  emergencyCount: number;
  followUp?: FollowUpSpec;
  purchasing?: PurchasingSpec;
}

/** Who does what in one plant; lists repeat ids to weight the draw. */
export interface PlantStaff {
  requesters: string[];
  dispatchers: string[];
  technicians: string[];
  verifiers: string[];
  closers: string[];
  /** Records and configuration in the plant are created by this user. */
  owner: string;
  /** Plans preventive maintenance: the requester of the orders the PM scheduler generates. */
  planner: string;
  /** Receive the low-stock, PM and equipment notifications. */
  coordinators: string[];
  /** The plant's supervisors and managers: the escalation job notifies them (none: nobody). */
  supervisorsAndManagers: string[];
  /** Receives the assignment notifications of the orders assigned to them. */
  notifiedTechnician: string;
}

export interface PlantContext {
  rng: Rng;
  now: Date;
  organizationId: string;
  warehouseId: string;
  staff: PlantStaff;
}

/** An equipment row plus the seed-only facts the generators need. */
export interface SeededUnit {
  id: string;
  tag: string;
  model: string;
  name: string;
  area: string;
  kind: EquipmentKind;
  status: EquipmentStatus;
  criticality: Criticality;
  installedAt: Date;
}

export interface SeededTemplate {
  id: string;
  spec: TemplateSpec;
}

export interface SeededPart {
  id: string;
  spec: PartSpec;
}

export interface ChecklistDraft {
  description: string;
  /** Set on a step the technician failed; the follow-up order it raised is linked. */
  failedNote?: string;
  followUpWorkOrderId?: string;
}

/** A work order before numbering: its plan of stage times decides its status. */
export interface WorkOrderDraft {
  id: string;
  type: WorkOrderType;
  priority: Priority;
  description: string;
  unit: SeededUnit;
  pmTemplateId: string | null;
  requestedBy: string;
  assignee: string;
  /** A second technician who logged time on the job, when one helped. */
  helper: string | null;
  dueDate: Date | null;
  estimatedHours: number;
  /** Times the order reached new, assigned, in_progress, …, in order; its length gives the status. */
  stageTimes: Date[];
  /** Who made each stage change, parallel to stageTimes. */
  stageActors: string[];
  notes: string | null;
  checklist: ChecklistDraft[];
  followUp: boolean;
  parentWorkOrderId: string | null;
  partsUsed: { part: SeededPart; quantity: number }[];
}

/** One purchase order of the demo's history, as it stands today. */
export interface PurchaseOrderSpec {
  /** Days before now the draft was made. */
  createdDaysAgo: number;
  /** Where it got to; every earlier step was taken on the way. */
  status: Exclude<PurchaseOrderStatus, 'closed'>;
  /** All from one vendor: the parts' preferred one. `received` is what came of a partial delivery. */
  lines: { partNumber: string; quantity: number; received?: number }[];
  /** All in after the promised day. */
  late?: boolean;
  /** Delivered in two receipts, the rest three days after the first line. */
  split?: boolean;
}

/** A plant's buying: second vendors for a few parts and the orders of the last months. */
export interface PurchasingSpec {
  alternates: { partNumber: string; vendor: string }[];
  orders: PurchaseOrderSpec[];
}
