/**
 * Every equipment query starts with this, so one invalidation refreshes them all: the
 * equipment screens', the pickers' and the downtime shown on an order (which sets an asset's
 * status). Shared here because more than the equipment screens change equipment.
 */
export const equipmentKey = ['equipment'] as const;
