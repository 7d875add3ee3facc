import { describe, expect, it } from 'vitest';
import { wordServerText } from '../../i18n/server-text';
import { escalationChanges, escalationNotice, type EscalationFacts } from './escalation-notice';

const facts: EscalationFacts = {
  workOrderId: '00000000-0000-4000-8000-000000000001',
  foNumber: 'WO-2026-0042',
  description: 'Pump {3} leaks',
  priority: 'high',
  status: 'in_progress',
  level: 2,
  overdue: true,
  dueDate: null,
};

describe('the escalation notice', () => {
  it('stores the English message as before, and is worded in each reader’s language', () => {
    const notice = escalationNotice(facts);
    expect(notice.message).toBe('Pump {3} leaks — past its due date and still in progress.');
    expect(notice.texts.message && wordServerText(notice.texts.message, 'de')).toBe(
      'Pump {3} leaks — überfällig und noch in Bearbeitung.',
    );
    const unstarted = escalationNotice({ ...facts, overdue: false, status: 'new' });
    expect(unstarted.message).toBe('Pump {3} leaks — not started within 12 h (high priority).');
    expect(unstarted.texts.message && wordServerText(unstarted.texts.message, 'fr')).toBe(
      'Pump {3} leaks — pas commencé dans les 12 h (priorité haute).',
    );
  });

  it('keeps the audit row’s reason in English', () => {
    expect(escalationChanges(facts).reason).toBe('past its due date and still in progress');
  });
});
