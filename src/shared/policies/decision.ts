import type { PermissionHolder } from '../permissions';

/**
 * Who acts: the server's AuthContext (a person, or an API key for its creator) and the client's
 * signed-in user all fit.
 */
export interface PolicyActor extends PermissionHolder {
  userId: string;
}

/**
 * A record-level decision: allowed, or refused with the sentence the person is shown. A
 * refusal is `forbidden` (who you are) or a `conflict` (the state of the data, e.g. the last
 * admin), which the server answers with 403 or 409.
 */
export type Decision = { allowed: true } | { allowed: false; reason: string; kind: 'forbidden' | 'conflict' };

export const allow: Decision = { allowed: true };
export const refuse = (reason: string, kind: 'forbidden' | 'conflict' = 'forbidden'): Decision => ({
  allowed: false,
  reason,
  kind,
});

/** The first refusal among several rules, else allowed. */
export function firstRefusal(...decisions: Decision[]): Decision {
  return decisions.find((d) => !d.allowed) ?? allow;
}
