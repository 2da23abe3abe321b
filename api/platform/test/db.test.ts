import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedList } from '../src/db';
import { createTestDatabase, type TestDatabase } from './support/database';

/** `packedList` sends a list as one text that PostgreSQL splits: the values it reads back are the ones sent. */
describe('packedList', () => {
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
});
