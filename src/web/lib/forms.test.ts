import { describe, expect, it } from 'vitest';
import { changedFields } from './forms';
import { firstMessageByField } from './schema-form';

describe('changedFields', () => {
  it('sends only what was touched, a cleared field as null', () => {
    const values = { name: 'Feed pump', manufacturer: undefined, area: 'Line 2', status: 'active' };
    const dirty = { manufacturer: true, area: true, status: false };
    expect(changedFields(values, dirty, ['name', 'manufacturer', 'area', 'status'] as const)).toEqual({
      manufacturer: null,
      area: 'Line 2',
    });
  });

  it('ignores touched fields outside the list', () => {
    const values = { name: 'A', extra: 1 };
    const dirty = { name: true, extra: true };
    expect(changedFields(values, dirty, ['name'] as const)).toEqual({ name: 'A' });
  });
});

describe('firstMessageByField', () => {
  it('keeps the first message of each named field and drops the others', () => {
    const issues = [
      { path: ['name'], message: 'Name is required' },
      { path: ['name'], message: 'Name is too long' },
      { path: ['scopes', 0], message: 'Unknown scope' },
      { path: ['unrelated'], message: 'Not shown' },
    ];
    expect(firstMessageByField(issues, ['name', 'scopes'] as const)).toEqual({
      name: 'Name is required',
      scopes: 'Unknown scope',
    });
  });
});
