import { speaker } from '../said';
import { COMMON_ERROR_TEXTS } from './common';

/** The planner's board and crew capacity. */
export const PLANNING_ERROR_TEXTS = {
  'planning.hoursOffPositive': 'Hours off must be more than 0, or empty for the whole day',
  'planning.toAfterFrom': 'To must be on or after From',
  'planning.toAfterFromParam': 'to must be on or after from',
  'planning.timeOffMax': 'Time off is at most {max} days at once',
  'planning.boardMaxDays': 'The board shows at most {max} days at once',
  'planning.chooseOrder': 'Choose at least one work order',
  'planning.chooseTechnician': 'Choose at least one technician',
  'planning.distributeMaxOrders': 'Distribute at most {max} orders at once',
  'planning.distributeMaxTechnicians': 'Distribute among at most {max} technicians',
  'planning.distributeMaxDays': 'Distribute over at most {max} days',
  // Distribute's refusals: one sentence for one, another for several (no plurals in the texts).
  'planning.oneOrderGone':
    'One of the chosen work orders is not in this plant (deleted, or of another plant): reload the board and choose again',
  'planning.ordersGone':
    '{count} of the chosen work orders are not in this plant (deleted, or of another plant): reload the board and choose again',
  'planning.onlyOpenOne': 'Only open work orders can be distributed, not {orders}: leave it out',
  'planning.onlyOpenMany': 'Only open work orders can be distributed, not {orders}: leave them out',
  'planning.notOpen': 'Not open: {orders}',
  'planning.oneNotTechnician':
    'Distribute among the technicians of this plant: one of the chosen people is not an active technician here',
  'planning.manyNotTechnicians':
    'Distribute among the technicians of this plant: {count} of the chosen people are not an active technician here',
  'planning.notTechnician': 'Not an active technician of this plant',
  'planning.changedSincePreview':
    'Work order {foNumber} changed since the preview, so nothing was scheduled: preview again and apply',
  'planning.assigneeOff':
    '{name} is off on {day} ({reasons}): schedule it on another day or send force: true',
  'planning.assigneeOffShort': '{name} is off on {day} ({reasons})',
  'planning.onlyOwnCalendarFeed': 'You can issue, read and revoke only your own calendar feed',
  'planning.onlyOwnCapacity': 'You can see only your own working hours and time off',
  'planning.onlyPlannersChangeCapacity':
    'Only supervisors, managers and admins can change working hours and time off',
  'planning.personDeactivated':
    '{name} is deactivated: reactivate their account before changing their working hours or time off',
} as const;

/** Says this module's texts and the shared ones with their codes (see `speaker`). */
export const { said } = speaker({ ...COMMON_ERROR_TEXTS, ...PLANNING_ERROR_TEXTS });
