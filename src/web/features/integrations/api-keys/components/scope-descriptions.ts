import type { ApiKeyScope } from '@shared/permissions';

/** Each scope in a line (catalogue keys), as the Create dialog explains it and the list names it. */
export const SCOPE_DESCRIPTIONS = {
  read: { label: 'scope.read', description: 'scope.readDescription' },
  'work-orders:write': { label: 'scope.workOrders', description: 'scope.workOrdersDescription' },
  'inventory:write': { label: 'scope.inventory', description: 'scope.inventoryDescription' },
  'meters:write': { label: 'scope.meters', description: 'scope.metersDescription' },
  admin: { label: 'scope.admin', description: 'scope.adminDescription' },
} as const satisfies Readonly<Record<ApiKeyScope, { label: string; description: string }>>;
