import { said } from '../i18n/error-texts/planning';
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
    : refuse(said('planning.onlyOwnCapacity'));
}

/**
 * Set working hours, add or remove time off. A deactivated person is planned for no more: their
 * week is kept as it was (a conflict, 409) until they are reactivated.
 */
export function changeCapacity(actor: PolicyActor, person: CapacityPerson): Decision {
  if (!can(actor, 'planning.manage')) return refuse(said('planning.onlyPlannersChangeCapacity'));
  return person.active
    ? allow
    : refuse(
        said('planning.personDeactivated', { name: `${person.firstName} ${person.lastName}` }),
        'conflict',
      );
}
