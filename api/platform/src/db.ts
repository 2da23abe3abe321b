import postgres from 'postgres';

/** int8 columns arrive as BigInt (see `types` below), so event positions never lose precision. */
export type Sql = postgres.Sql<{ bigint: bigint }>;
export type TransactionSql = postgres.TransactionSql<{ bigint: bigint }>;

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
