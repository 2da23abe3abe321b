import postgres from 'postgres';

/** int8 columns arrive as BigInt (see `types` below), so event positions never lose precision. */
export type Sql = postgres.Sql<{ bigint: bigint }>;
export type TransactionSql = postgres.TransactionSql<{ bigint: bigint }>;
/** A piece of SQL to put inside another statement (a column list, a condition). */
export type Fragment = postgres.PendingQuery<postgres.Row[]>;

/** One postgres.js pool per process; `max` sized for the 2-core default, raise it in production. */
export function connect(url: string, options: { max?: number; applicationName?: string } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 20,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => undefined,
    connection: { application_name: options.applicationName ?? 'hearth' },
    types: {
      bigint: postgres.BigInt,
    },
  });
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL refused a row because a unique index already holds its key (optionally: that index). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint_name?: string };
  return pgError.code === UNIQUE_VIOLATION && (constraint === undefined || pgError.constraint_name === constraint);
}

/** Runs a write whose unique key may already be taken, and throws `taken()` (say, a 409) if so. */
export async function refuseDuplicate<T>(write: PromiseLike<T>, taken: (error: unknown) => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(error);
    throw error;
  }
}

/**
 * A bytea[] value for a query: `${byteaArray(sql, buffers)}`. postgres.js does not reliably send an
 * array of Buffers as bytea[] (it depends on type information fetched per connection), so the bytes
 * travel as hex text and are decoded by PostgreSQL.
 */
export function byteaArray(sql: Sql | TransactionSql, values: Buffer[]) {
  const hex = values.map((value) => value.toString('hex'));
  return sql`array(select decode(hex, 'hex') from unnest(${hex}::text[]) as hex)`;
}

/**
 * A long list of uuids or numbers for a query, sent as one comma-separated text that PostgreSQL
 * splits: `${packedList(tx, ids, 'uuid')}` in place of `${ids}::uuid[]`. postgres.js escapes an array
 * parameter element by element; for a replay's hundreds of thousands of rows that was a fifth of
 * Node's time, and joining is one native call. A value that could not travel so (empty, with a
 * comma, not a finite number) is refused before anything is sent.
 */
export function packedList(sql: Sql | TransactionSql, values: (string | number)[], type: 'uuid' | 'int' | 'numeric') {
  for (const value of values)
    if (typeof value === 'string' ? value === '' || value.includes(',') : !Number.isFinite(value))
      throw new Error(`packedList: ${JSON.stringify(value)} cannot travel in a comma-separated list`);
  const text = values.join(',');
  if (type === 'uuid') return sql`string_to_array(${text}, ',')::uuid[]`;
  if (type === 'int') return sql`string_to_array(${text}, ',')::int[]`;
  return sql`string_to_array(${text}, ',')::numeric[]`;
}

/**
 * Like `packedList`, for JSON values: each value's JSON on a line of its own, split by PostgreSQL
 * into a jsonb[]. JSON text never holds a raw line break (JSON.stringify escapes it), so a line is
 * always one whole value.
 */
export function packedJson(sql: Sql | TransactionSql, values: unknown[]) {
  const lines = values.map((value) => {
    const json = JSON.stringify(value);
    if (json === undefined) throw new Error(`packedJson: ${String(value)} has no JSON`);
    return json;
  });
  return sql`string_to_array(${lines.join('\n')}, chr(10))::jsonb[]`;
}
