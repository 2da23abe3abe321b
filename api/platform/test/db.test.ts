import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedJson, packedList } from '../src/db';
import { createTestDatabase, type TestDatabase } from './support/database';

/** `packedList` and `packedJson` send a list as one text that PostgreSQL splits: it reads back the values sent. */
describe('packed lists', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('reads back uuids, integers and decimals in their order, and an empty list as empty', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const [row] = await db.sql<{ ids: string[]; ints: number[]; decimals: string[]; none: string[] }[]>`
      select ${packedList(db.sql, ids, 'uuid')}::text[] as ids,
             ${packedList(db.sql, [7, -2, 10], 'int')} as ints,
             ${packedList(db.sql, [5.4, 10, 1.1], 'numeric')}::text[] as decimals,
             ${packedList(db.sql, [], 'uuid')}::text[] as none`;
    expect(row).toEqual({ ids, ints: [7, -2, 10], decimals: ['5.4', '10', '1.1'], none: [] });
  });

  it('refuses a value that is not of the type', async () => {
    await expect(db.sql`select ${packedList(db.sql, ['not-a-uuid'], 'uuid')}`).rejects.toThrow(/uuid/);
  });

  it('refuses, before sending anything, a value that would not split back as itself', () => {
    expect(() => packedList(db.sql, ['1,5'], 'numeric')).toThrow(/cannot travel/);
    expect(() => packedList(db.sql, [''], 'uuid')).toThrow(/cannot travel/);
    expect(() => packedList(db.sql, [Number.NaN], 'int')).toThrow(/cannot travel/);
    expect(() => packedList(db.sql, [Number.POSITIVE_INFINITY], 'numeric')).toThrow(/cannot travel/);
    expect(() => packedJson(db.sql, [{ a: 1 }, undefined])).toThrow(/has no JSON/);
  });

  it('reads back JSON values whole, also strings with line breaks, quotes, commas and backslashes', async () => {
    const values = [{ q1: 3, note: 'two\nlines, "quoted" \\ and \u2028' }, [1, 2], 'text', 7, null, {}];
    const [row] = await db.sql<{ values: unknown[]; none: unknown[] }[]>`
      select array_to_json(${packedJson(db.sql, values)}) as values,
             array_to_json(${packedJson(db.sql, [])}) as none`;
    expect(row).toEqual({ values, none: [] });
  });
});
