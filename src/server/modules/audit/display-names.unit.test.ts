import { describe, expect, it } from 'vitest';
import { DELETED_RECORD, DELETED_USER, personName, withNames } from './display-names';

const tom = '2fa11373-0c4e-4f6a-9d1e-5b8a7c6d5e4f';
const pump = '6605f59d-bc89-4ff3-909e-9088f2d82981';
const gone = '11111111-2222-4333-8444-555555555555';

describe('names for ids', () => {
  it('names the people and records of recorded changes', () => {
    const names = new Map([
      [tom, 'Tom Baker'],
      [pump, 'P-101 — Feed pump'],
    ]);
    expect(
      withNames(
        { assignedTo: { from: null, to: tom }, equipmentId: { from: pump, to: gone }, hours: 2 },
        names,
      ),
    ).toEqual({
      assignedTo: { from: null, to: 'Tom Baker' },
      equipmentId: { from: 'P-101 — Feed pump', to: DELETED_RECORD },
      hours: 2,
    });
  });

  it('says "a deleted user" for a person who is gone, and nothing for the system', () => {
    expect(withNames({ assignedTo: { from: gone, to: null } }, new Map())).toEqual({
      assignedTo: { from: DELETED_USER, to: null },
    });
    expect(personName(gone, null)).toBe('a deleted user');
    expect(personName(tom, 'Tom Baker')).toBe('Tom Baker');
    expect(personName(null, null)).toBeNull();
  });
});
