import { describe, expect, it } from 'vitest';
import { orderByForeignKeys } from './table-order';

describe('the order tables are backed up and restored in', () => {
  it('puts every table after the tables it references, ties alphabetically', () => {
    const order = orderByForeignKeys(
      ['work_orders', 'users', 'attachments', 'organizations', 'warehouses'],
      [
        { from: 'attachments', to: 'work_orders' },
        { from: 'work_orders', to: 'users' },
        { from: 'work_orders', to: 'work_orders' },
        { from: 'users', to: 'warehouses' },
        { from: 'warehouses', to: 'organizations' },
        { from: 'users', to: 'organizations' },
      ],
    );
    expect(order).toEqual(['organizations', 'warehouses', 'users', 'work_orders', 'attachments']);
  });

  it('refuses a cycle between tables, naming them', () => {
    expect(() =>
      orderByForeignKeys(
        ['a', 'b', 'c'],
        [
          { from: 'a', to: 'b' },
          { from: 'b', to: 'a' },
        ],
      ),
    ).toThrow('Foreign keys form a cycle among a, b: no load order exists.');
  });
});
