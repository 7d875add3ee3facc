import { z } from 'zod';
import { said } from '../i18n/error-texts/locations';
import { LOCATION_KINDS } from '../domain';
import { boundedText, idSchema, pageQuerySchema, searchText, timestampSchema } from './common';

/** Codes people write on drawings and labels ("B2-L1"): unique per warehouse, case-insensitive. */
export const LOCATION_CODE_PATTERN = /^[A-Za-z0-9._-]{1,30}$/;

const locationCode = z
  .string({ error: said('text.required', { field: 'code' }) })
  .trim()
  .min(1, { error: said('text.required', { field: 'code' }), abort: true })
  .regex(LOCATION_CODE_PATTERN, { error: said('location.codeFormat') });

const locationKind = z.enum(LOCATION_KINDS, {
  error: said('value.oneOf', { field: 'kind', values: LOCATION_KINDS.join(', ') }),
});

export const createLocationSchema = z.object({
  name: boundedText(200, 'Location name', { min: 1 }),
  code: locationCode,
  kind: locationKind.default('other'),
  /** The location it sits in; null or absent: a top-level location (a site). */
  parentId: idSchema.nullable().optional(),
});
export type CreateLocation = z.infer<typeof createLocationSchema>;
export type CreateLocationInput = z.input<typeof createLocationSchema>;

/** A PATCH: `parentId` moves the location (null: to the top level), never into its own subtree. */
export const updateLocationSchema = z
  .object({
    name: boundedText(200, 'Location name', { min: 1 }),
    code: locationCode,
    kind: locationKind,
    parentId: idSchema.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: said('update.nothing') });
export type UpdateLocation = z.infer<typeof updateLocationSchema>;

export const listLocationsQuerySchema = pageQuerySchema.extend({
  q: searchText().optional(),
  /** Only the children of this location. */
  parentId: idSchema.optional(),
});
export type ListLocationsQuery = z.infer<typeof listLocationsQuerySchema>;

export const locationSchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  kind: z.enum(LOCATION_KINDS),
  parentId: idSchema.nullable(),
  organizationId: idSchema,
  warehouseId: idSchema,
  /** Live equipment placed directly here. */
  equipmentCount: z.number().int(),
  /** Locations directly under it. */
  childCount: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  version: z.number().int(),
});
export type Location = z.infer<typeof locationSchema>;

/**
 * A node of `GET /api/locations/tree`: the warehouse's whole tree as a flat list in depth-first
 * order (siblings by name), so a screen draws it as indented rows without recursion.
 */
export const locationTreeNodeSchema = locationSchema.extend({
  /** 0 for a top-level location. */
  depth: z.number().int(),
  /** Live equipment here and in every location under it. */
  subtreeEquipmentCount: z.number().int(),
});
export type LocationTreeNode = z.infer<typeof locationTreeNodeSchema>;

/** How a screen names a location in a breadcrumb or a picker: "Line 1 (B2-L1)". */
export function locationLabel(location: Pick<Location, 'name' | 'code'>): string {
  return `${location.name} (${location.code})`;
}
