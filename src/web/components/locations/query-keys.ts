/** Every locations query starts with this, so one invalidation refreshes the screen and every picker. */
export const locationsKey = ['locations'] as const;
export const locationTreeKey = [...locationsKey, 'tree'] as const;
