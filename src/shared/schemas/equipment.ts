import { z } from 'zod';
import { said } from '../i18n/error-texts/equipment';
import type { NameLabel } from '../i18n/names';
import { CRITICALITIES, EQUIPMENT_STATUSES } from '../domain';
import {
  booleanQuery,
  boundedText,
  clearableText,
  csvEnum,
  idSchema,
  jsonFields,
  optionalText,
  pageQuerySchema,
  pgDate,
  searchText,
  timestampSchema,
} from './common';

/** Asset tags are what people type at a machine (core spec §5 manual entry): 3–20 letters, digits, hyphens. */
export const ASSET_TAG_PATTERN = /^[A-Za-z0-9-]{3,20}$/;

export const assetTagSchema = z
  .string({ error: said('text.required', { field: 'assetTag' }) })
  .trim()
  .min(1, { error: said('text.required', { field: 'assetTag' }), abort: true })
  .regex(ASSET_TAG_PATTERN, { error: said('equipment.assetTagFormat') });

/** The scanner's manual entry: submit stays disabled until this passes. */
export const manualAssetTagSchema = z.object({ assetTag: assetTagSchema });

const optionalDate = (label: NameLabel) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), pgDate(label).optional());

const equipmentFields = {
  name: boundedText(200, 'Equipment name', { min: 1 }),
  assetTag: assetTagSchema,
  model: boundedText(200, 'Model', { min: 1 }),
  description: boundedText(2000, 'Description', { min: 1, multiline: true }),
  area: optionalText(200, 'Location'),
  manufacturer: optionalText(200, 'Manufacturer'),
  serialNumber: optionalText(200, 'Serial number'),
  installDate: optionalDate('Install date'),
  warrantyExpiry: optionalDate('Warranty expiry'),
  specifications: jsonFields('Specification', 'Specification name').optional(),
  /** Where it stands (issue 24): a location of the same warehouse. */
  locationId: idSchema.nullable().optional(),
  /** The asset it is part of: same warehouse, never itself or its own part, at most 8 levels deep. */
  parentId: idSchema.nullable().optional(),
};

export const createEquipmentSchema = z.object({
  ...equipmentFields,
  status: z.enum(EQUIPMENT_STATUSES, { error: said('equipment.statusInvalid') }).default('active'),
  criticality: z.enum(CRITICALITIES, { error: said('equipment.criticalityInvalid') }).default('medium'),
});
export type CreateEquipment = z.infer<typeof createEquipmentSchema>;
export type CreateEquipmentInput = z.input<typeof createEquipmentSchema>;

/** On update a blank optional field clears it (null), unlike on create where blank means absent. */
const clearableDate = (label: NameLabel) =>
  z.preprocess((v) => (v === '' ? null : v), pgDate(label).nullable());

export const updateEquipmentSchema = z
  .object({
    ...equipmentFields,
    area: clearableText(200, 'Location'),
    manufacturer: clearableText(200, 'Manufacturer'),
    serialNumber: clearableText(200, 'Serial number'),
    installDate: clearableDate('Install date'),
    warrantyExpiry: clearableDate('Warranty expiry'),
    status: z.enum(EQUIPMENT_STATUSES, { error: said('equipment.statusInvalid') }),
    criticality: z.enum(CRITICALITIES, { error: said('equipment.criticalityInvalid') }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdateEquipment = z.infer<typeof updateEquipmentSchema>;

export const listEquipmentQuerySchema = pageQuerySchema.extend({
  q: searchText().optional(),
  /** Equipment at this location; with `includeDescendants=true` also everywhere under it. */
  locationId: idSchema.optional(),
  includeDescendants: booleanQuery.optional(),
  /** Only the direct parts of this asset; `root` only assets that are part of none. */
  parentId: idSchema.optional(),
  root: booleanQuery.optional(),
  status: csvEnum(EQUIPMENT_STATUSES, 'status').optional(),
  criticality: csvEnum(CRITICALITIES, 'criticality').optional(),
});
export type ListEquipmentQuery = z.infer<typeof listEquipmentQuerySchema>;

export const equipmentSchema = z.object({
  id: idSchema,
  assetTag: z.string(),
  name: z.string(),
  model: z.string(),
  description: z.string().nullable(),
  area: z.string().nullable(),
  locationId: idSchema.nullable(),
  parentId: idSchema.nullable(),
  /** Its direct parts (live equipment whose parent it is). */
  childCount: z.number().int(),
  status: z.enum(EQUIPMENT_STATUSES),
  criticality: z.enum(CRITICALITIES),
  installDate: z.string().nullable(),
  warrantyExpiry: z.string().nullable(),
  manufacturer: z.string().nullable(),
  serialNumber: z.string().nullable(),
  specifications: z.record(z.string(), z.unknown()).nullable(),
  organizationId: idSchema,
  warehouseId: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  deletedAt: timestampSchema.nullable(),
  createdBy: idSchema.nullable(),
  updatedBy: idSchema.nullable(),
  /** Where the QR label image of this equipment is served. */
  qrCode: z.string(),
  version: z.number().int(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

export const assetTagParamsSchema = z.object({ assetTag: boundedText(100, 'Asset tag', { min: 1 }) });

export const qrQuerySchema = z.object({ format: z.enum(['svg', 'png']).default('svg') });

/** The maximum depth of the asset tree: a line, its machine, … down to 8 levels. */
export const MAX_EQUIPMENT_DEPTH = 8;

/** One step of an asset's breadcrumb: its locations from the site down, then its parent assets. */
export const breadcrumbStepSchema = z.object({
  kind: z.enum(['location', 'equipment']),
  id: idSchema,
  label: z.string(),
});
export type BreadcrumbStep = z.infer<typeof breadcrumbStepSchema>;
