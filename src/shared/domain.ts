/**
 * Value sets of the domain (both spec documents §3/§4). Database enums, zod schemas
 * and the client's selects are all built from these arrays.
 */

export const ROLES = ['technician', 'supervisor', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const WORK_ORDER_STATUSES = [
  'new',
  'assigned',
  'in_progress',
  'completed',
  'verified',
  'closed',
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

export const WORK_ORDER_TYPES = ['corrective', 'preventive', 'emergency'] as const;
export type WorkOrderType = (typeof WORK_ORDER_TYPES)[number];

export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const EQUIPMENT_STATUSES = ['active', 'inactive', 'maintenance', 'retired'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

export const CRITICALITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Criticality = (typeof CRITICALITIES)[number];

export const CHECKLIST_STATUSES = ['pending', 'done', 'skipped', 'failed'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export const PART_CATEGORIES = [
  'general',
  'electrical',
  'mechanical',
  'hydraulic',
  'pneumatic',
  'consumable',
] as const;
export type PartCategory = (typeof PART_CATEGORIES)[number];

export const STOCK_MOVEMENT_KINDS = ['receive', 'adjust', 'count', 'usage'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/**
 * A purchase order's life (issue 27 §3): draft → submitted (waiting for an approver whose limit
 * covers it) → approved → ordered → partially received → received → closed; cancelled before
 * anything is received.
 */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'ordered',
  'partially_received',
  'received',
  'closed',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const VENDOR_TYPES = ['supplier', 'contractor'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

export const PM_FREQUENCIES = ['daily', 'weekly', 'monthly', 'quarterly', 'annually'] as const;
export type PmFrequency = (typeof PM_FREQUENCIES)[number];

/** What a location node is (issue 24): a plant is a tree of them. */
export const LOCATION_KINDS = ['site', 'building', 'area', 'line', 'other'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** A counter only goes up (running hours, cycles, km); a gauge goes up and down (temperature, pressure). */
export const METER_KINDS = ['counter', 'gauge'] as const;
export type MeterKind = (typeof METER_KINDS)[number];

export const METER_READING_SOURCES = ['manual', 'api', 'import', 'offline'] as const;
export type MeterReadingSource = (typeof METER_READING_SOURCES)[number];

/** A counter reading that starts a new segment instead of continuing the last one. */
export const METER_RESETS = ['replacement', 'rollover'] as const;
export type MeterReset = (typeof METER_RESETS)[number];

/**
 * When a PM template falls due (issue 24): `calendar` every frequency (as before), `usage` every
 * N units of a counter meter, `gauge` when a gauge is above or below a value, `usage_or_calendar`
 * whichever of the two comes first.
 */
export const PM_TRIGGER_KINDS = ['calendar', 'usage', 'gauge', 'usage_or_calendar'] as const;
export type PmTriggerKind = (typeof PM_TRIGGER_KINDS)[number];

export const GAUGE_DIRECTIONS = ['above', 'below'] as const;
export type GaugeDirection = (typeof GAUGE_DIRECTIONS)[number];

/** The kinds of step a procedure is made of (issue 25). */
export const PROCEDURE_STEP_TYPES = [
  'checkbox',
  'pass_flag_fail',
  'number',
  'text',
  'choice',
  'photo',
  'meter_reading',
  'signature',
] as const;
export type ProcedureStepType = (typeof PROCEDURE_STEP_TYPES)[number];

/** What a failing (or out-of-limit) answer does: nothing, flag the order, or raise a follow-up order. */
export const STEP_FAILURE_ACTIONS = ['nothing', 'flag', 'follow_up'] as const;
export type StepFailureAction = (typeof STEP_FAILURE_ACTIONS)[number];

/** How an answer came out: a fail and a flag are what a step's failure rule acts on. */
export const STEP_OUTCOMES = ['ok', 'flag', 'fail'] as const;
export type StepOutcome = (typeof STEP_OUTCOMES)[number];

/** Who a follow-up raised by a step goes to. */
export const FOLLOW_UP_ASSIGNEES = ['order_assignee', 'unassigned'] as const;
export type FollowUpAssignee = (typeof FOLLOW_UP_ASSIGNEES)[number];

export const NOTIFICATION_TYPES = [
  'wo_overdue',
  'wo_assigned',
  'part_low_stock',
  'equipment_alert',
  'pm_generated',
  'system_alert',
  'test',
  /** A purchase order waits for someone whose approval limit covers it, or was approved (issue 27 §3). */
  'po_approval',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Mails a person opts in to, kept beside the notification preferences (issue 23): a stored row
 * with `enabled` true opts in, no row is off. `request_new_mail`: a mail for every new work request
 * of their plants, for those who triage them (`requests.triage`).
 */
export const MAIL_OPT_INS = ['request_new_mail'] as const;
export type MailOptIn = (typeof MAIL_OPT_INS)[number];
/** Everything the notification preferences hold: the notification types, then the mail opt-ins. */
export const PREFERENCE_TYPES = [...NOTIFICATION_TYPES, ...MAIL_OPT_INS] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];
export const isMailOptIn = (type: string): type is MailOptIn =>
  (MAIL_OPT_INS as readonly string[]).includes(type);

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'critical'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const ALERT_TYPES = ['critical', 'warning', 'info'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/**
 * Where a work request stands (issue 23). `received` until triaged; `accepted` became a work order,
 * `merged` follows an open order it duplicates, `rejected` has a reason the requester reads. The
 * requester's status page shows `in_progress` and `done` from the order once accepted or merged.
 */
export const WORK_REQUEST_STATUSES = ['received', 'accepted', 'merged', 'rejected'] as const;
export type WorkRequestStatus = (typeof WORK_REQUEST_STATUSES)[number];

/** What the requester's status page says: the request's own state, then its order's. */
export const PUBLIC_REQUEST_STATUSES = ['received', 'accepted', 'rejected', 'in_progress', 'done'] as const;
export type PublicRequestStatus = (typeof PUBLIC_REQUEST_STATUSES)[number];

/** One mail's delivery (issue 23 §5): `not_sent` when no mail server is configured. */
export const MAIL_STATES = ['pending', 'sent', 'failed', 'not_sent'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * The three questions of a close-out (issue 25 §8): what failed, why, and what was done — ISO
 * 14224's failure mode, failure cause and maintenance activity.
 */
export const CLOSE_OUT_KINDS = ['problem', 'cause', 'remedy'] as const;
export type CloseOutKind = (typeof CLOSE_OUT_KINDS)[number];
