import { can } from '../permissions';
import { allow, refuse, type Decision, type PolicyActor } from './decision';

/**
 * Whose working hours and time off a person reads and sets (issue 26 §2, ADR 57). Planners
 * (planning.manage: supervisors and up) read and set those of everyone in their plants; a
 * technician reads their own week, so they know when they are expected, but does not set it.
 */
export interface CapacityPerson {
  id: string;
  firstName: string;
  lastName: string;
  active: boolean;
}

export function readCapacity(actor: PolicyActor, person: Pick<CapacityPerson, 'id'>): Decision {
  return can(actor, 'planning.manage') || person.id === actor.userId
    ? allow
    : refuse('You can see only your own working hours and time off');
}

/**
 * Set working hours, add or remove time off. A deactivated person is planned for no more: their
 * week is kept as it was (a conflict, 409) until they are reactivated.
 */
export function changeCapacity(actor: PolicyActor, person: CapacityPerson): Decision {
  if (!can(actor, 'planning.manage'))
    return refuse('Only supervisors, managers and admins can change working hours and time off');
  return person.active
    ? allow
    : refuse(
        `${person.firstName} ${person.lastName} is deactivated: reactivate their account before changing their working hours or time off`,
        'conflict',
      );
}
