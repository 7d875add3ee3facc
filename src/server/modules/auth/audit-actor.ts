/** The user as the actor of their own audit rows (sign-in, MFA, password): no warehouse applies. */
export const auditActor = (user: { id: string; organizationId: string }, requestId?: string) => ({
  userId: user.id,
  organizationId: user.organizationId,
  warehouseId: null,
  requestId,
});
