import { said } from '../i18n/error-texts/planning';
import { can } from '../permissions';
import { allow, refuse, type Decision, type PolicyActor } from './decision';

/**
 * Whose iCalendar feed a person issues, reads and revokes (issue 26 §5, ADR 57): planners
 * (planning.manage) everyone's in their plant, so a technician without a smartphone habit can be
 * set up; anyone their own, since the feed shows only their own scheduled work.
 */
export function manageCalendarFeed(actor: PolicyActor, person: { id: string }): Decision {
  return can(actor, 'planning.manage') || person.id === actor.userId
    ? allow
    : refuse(said('planning.onlyOwnCalendarFeed'));
}
