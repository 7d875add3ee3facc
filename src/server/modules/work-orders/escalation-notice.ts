import type { NotificationPriority, Priority, WorkOrderStatus } from '../../../shared/domain';
import { MAX_ESCALATION_LEVEL, RESPONSE_TIME_HOURS } from '../../../shared/work-order-rules';
import { wordServerText, type ServerText } from '../../i18n/server-text';
import { wordedNotice, type NoticeTexts } from '../notifications/notice-texts';

/** One escalation of one order, as the escalation job records it (and the demo seed's history). */
export interface EscalationFacts {
  workOrderId: string;
  foNumber: string;
  description: string;
  priority: Priority;
  status: WorkOrderStatus;
  level: number;
  overdue: boolean;
  dueDate: Date | null;
}

/**
 * Why it escalated, without a date: the due date travels as data (`dueAt`) for the reader's
 * screen to write in their own locale and time zone.
 */
function escalationReasonText(facts: Pick<EscalationFacts, 'overdue' | 'status' | 'priority'>): ServerText {
  if (facts.overdue) return { key: 'workOrder.escalationReason.overdue', params: { status: facts.status } };
  return {
    key: 'workOrder.escalationReason.unstarted',
    params: { hours: RESPONSE_TIME_HOURS[facts.priority], priority: facts.priority },
  };
}

/** Why it escalated, in English: what the audit row records. */
const escalationReason = (facts: Pick<EscalationFacts, 'overdue' | 'status' | 'priority'>): string =>
  wordServerText(escalationReasonText(facts), 'en');

/** A wo_overdue notice before it is addressed: one order's, or a run's digest. */
export interface EscalationNoticeDraft {
  type: 'wo_overdue';
  title: string;
  message: string;
  texts: NoticeTexts;
  priority: NotificationPriority;
  data: Record<string, unknown>;
}

/** The wo_overdue notice the warehouse's supervisors and managers get. */
export function escalationNotice(facts: EscalationFacts): EscalationNoticeDraft {
  return {
    type: 'wo_overdue',
    ...wordedNotice({
      title: {
        key: 'notification.woEscalated.title',
        params: { number: facts.foNumber, level: facts.level },
      },
      message: {
        key: 'notification.woEscalated.message',
        params: { description: facts.description, reason: escalationReasonText(facts) },
      },
    }),
    priority: facts.level >= MAX_ESCALATION_LEVEL || facts.priority === 'critical' ? 'critical' : 'high',
    data: {
      workOrderId: facts.workOrderId,
      foNumber: facts.foNumber,
      escalationLevel: facts.level,
      dueAt: facts.dueDate ? facts.dueDate.toISOString() : null,
    },
  };
}

/** The audit row's changes of one escalation. */
export const escalationChanges = (facts: EscalationFacts) => ({
  escalationLevel: { from: facts.level - 1, to: facts.level },
  reason: escalationReason(facts),
  dueAt: facts.dueDate ? facts.dueDate.toISOString() : null,
});
