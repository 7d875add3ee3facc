import type { ApiKeyScope } from '@shared/permissions';

/** Each scope in a line, as the Create dialog explains it and the list names it. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<ApiKeyScope, { label: string; description: string }>> = {
  read: {
    label: 'Read',
    description: 'Read work orders, equipment, parts, PM, vendors and purchase orders.',
  },
  'work-orders:write': {
    label: 'Work orders',
    description: 'Raise, edit, assign and complete work orders, with their photos and documents.',
  },
  'inventory:write': {
    label: 'Inventory',
    description: 'Change parts and stock levels, and receive deliveries on purchase orders.',
  },
  'meters:write': { label: 'Meters', description: 'Record meter readings.' },
  admin: { label: 'Admin', description: 'Everything you may do yourself, users and settings included.' },
};
