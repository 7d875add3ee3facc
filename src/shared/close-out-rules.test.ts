import { describe, expect, it } from 'vitest';
import { asksForCloseOut, missingCloseOutCodes, missingCloseOutMessage } from './close-out-rules';

describe('close-out rules', () => {
  it('ask corrective and emergency orders for codes, never preventive ones', () => {
    expect(asksForCloseOut('corrective')).toBe(true);
    expect(asksForCloseOut('emergency')).toBe(true);
    expect(asksForCloseOut('preventive')).toBe(false);
  });

  it('find nothing missing while the plant keeps codes optional, or for a preventive order', () => {
    expect(missingCloseOutCodes('corrective', false, {})).toEqual([]);
    expect(missingCloseOutCodes('preventive', true, {})).toEqual([]);
  });

  it('name every kind still without a code, in the order problem, cause, remedy', () => {
    expect(missingCloseOutCodes('corrective', true, {})).toEqual(['problem', 'cause', 'remedy']);
    expect(missingCloseOutCodes('emergency', true, { problemCode: 'leaking', remedyCode: '' })).toEqual([
      'cause',
      'remedy',
    ]);
    expect(
      missingCloseOutCodes('corrective', true, {
        problemCode: 'leaking',
        causeCode: 'seal_wear',
        remedyCode: 'replaced',
      }),
    ).toEqual([]);
  });

  it('word the refusal as something a person can act on', () => {
    expect(missingCloseOutMessage('corrective', ['problem', 'cause', 'remedy']).message).toBe(
      'Give a problem, a cause and a remedy code to complete a corrective order',
    );
    expect(missingCloseOutMessage('emergency', ['cause', 'remedy'])).toEqual({
      code: 'closeOut.missingCodes',
      params: { missing: 'cause_remedy', type: 'emergency' },
      message: 'Give a cause and a remedy code to complete an emergency order',
    });
    expect(missingCloseOutMessage('emergency', ['cause', 'remedy']).message).toBe(
      'Give a cause and a remedy code to complete an emergency order',
    );
    expect(missingCloseOutMessage('corrective', ['remedy']).message).toBe(
      'Give a remedy code to complete a corrective order',
    );
  });
});
