import { pgEnum } from 'drizzle-orm/pg-core';
import {
  CHECKLIST_STATUSES,
  CRITICALITIES,
  EQUIPMENT_STATUSES,
  PM_FREQUENCIES,
  PRIORITIES,
  ROLES,
  STOCK_MOVEMENT_KINDS,
  VENDOR_TYPES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
  WORK_REQUEST_STATUSES,
  MAIL_STATES,
  LOCATION_KINDS,
  METER_KINDS,
  METER_READING_SOURCES,
  METER_RESETS,
  PM_TRIGGER_KINDS,
  GAUGE_DIRECTIONS,
  STEP_OUTCOMES,
  CLOSE_OUT_KINDS,
  PURCHASE_ORDER_STATUSES,
} from '../../../shared/domain';

export const roleEnum = pgEnum('role', ROLES);
export const workOrderStatusEnum = pgEnum('work_order_status', WORK_ORDER_STATUSES);
export const workOrderTypeEnum = pgEnum('work_order_type', WORK_ORDER_TYPES);
export const priorityEnum = pgEnum('priority', PRIORITIES);
export const equipmentStatusEnum = pgEnum('equipment_status', EQUIPMENT_STATUSES);
export const criticalityEnum = pgEnum('criticality', CRITICALITIES);
export const checklistStatusEnum = pgEnum('checklist_status', CHECKLIST_STATUSES);
export const stockMovementKindEnum = pgEnum('stock_movement_kind', STOCK_MOVEMENT_KINDS);
export const vendorTypeEnum = pgEnum('vendor_type', VENDOR_TYPES);
export const pmFrequencyEnum = pgEnum('pm_frequency', PM_FREQUENCIES);
export const workRequestStatusEnum = pgEnum('work_request_status', WORK_REQUEST_STATUSES);
export const mailStateEnum = pgEnum('mail_state', MAIL_STATES);
export const locationKindEnum = pgEnum('location_kind', LOCATION_KINDS);
export const meterKindEnum = pgEnum('meter_kind', METER_KINDS);
export const meterReadingSourceEnum = pgEnum('meter_reading_source', METER_READING_SOURCES);
export const meterResetEnum = pgEnum('meter_reset', METER_RESETS);
export const pmTriggerKindEnum = pgEnum('pm_trigger_kind', PM_TRIGGER_KINDS);
export const gaugeDirectionEnum = pgEnum('gauge_direction', GAUGE_DIRECTIONS);
export const stepOutcomeEnum = pgEnum('step_outcome', STEP_OUTCOMES);
export const closeOutKindEnum = pgEnum('close_out_kind', CLOSE_OUT_KINDS);
export const purchaseOrderStatusEnum = pgEnum('purchase_order_status', PURCHASE_ORDER_STATUSES);
