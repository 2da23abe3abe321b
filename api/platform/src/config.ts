import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once at boot (documented in
 * `.env.example`). A bad value stops start-up with one clear line per variable.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = (protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .refine((value) => protocols.test(value), { error: `must be a URL like ${example}` })
    .optional();

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./.data'),
  APP_ORIGIN: z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^/\s]+$/.test(value), {
      error: 'must be an origin like https://hearth.example.org (scheme and host, no path)',
    })
    .optional(),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\/\S+$/, 'postgres://user:password@host:5432/hearth'),
  EMBEDDED_POSTGRES_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1024, 'must be between 1024 and 65535')
    .max(65535, 'must be between 1024 and 65535')
    .default(54329),
  SECRET_KEY: z
    .string()
    .trim()
    .refine((value) => Buffer.from(value, 'base64').length >= 32, {
      error: 'must be at least 32 random bytes, base64-encoded (openssl rand -base64 32)',
    })
    .optional(),
  /**
   * The Ed25519 key that signs checkpoints of the log (docs/audit.md), in Go's signed-note form
   * (`PRIVATE+KEY+<name>+<hash>+<key>`, made by `npm run checkpoint-key`). Not SECRET_KEY, and never
   * in the database: whoever can rewrite the database cannot sign.
   */
  CHECKPOINT_SIGNING_KEY: z
    .string()
    .trim()
    .regex(/^PRIVATE\+KEY\+[^\s+]+\+[0-9a-f]{8}\+[A-Za-z0-9+/=]+$/, {
      error: 'must be a signer key made by npm run checkpoint-key (PRIVATE+KEY+<name>+<hash>+<key>)',
    })
    .optional(),
  /**
   * The verifier keys of checkpoint signing keys rotated out, separated by spaces or commas: the audit
   * trusts the checkpoints they signed beside those of the current key (docs/audit.md).
   */
  CHECKPOINT_VERIFIER_KEYS: z
    .string()
    .trim()
    .default('')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z.array(
        z.string().regex(/^[^\s+]+\+[0-9a-f]{8}\+[A-Za-z0-9+/=]+$/, {
          error: 'must be verifier keys (<name>+<hash>+<key>) as npm run checkpoint-key prints them',
        }),
      ),
    ),
  // The schemes the event store client (@eventstore/db-client) accepts; kurrentdb:// is a newer client's.
  EVENTSTORE_URL: optionalUrl(/^esdb(\+discover)?:\/\/\S+$/, 'esdb://localhost:2113?tls=false'),
  TEMPORAL_ADDRESS: z
    .string()
    .trim()
    .refine((value) => /^[\w.-]+:\d+$/.test(value), { error: 'must be host:port, like localhost:7233' })
    .optional(),
  TEMPORAL_NAMESPACE: z.string().trim().min(1, 'must not be empty').default('default'),
  TEMPORAL_TASK_QUEUE: z.string().trim().min(1, 'must not be empty').default('hearth'),
  /**
   * The Temporal worker's own Prometheus metrics (its SDK's: workflow and activity task schedule-to-start
   * latency, poll and execution failures, cache) on this port, at GET /metrics.
   */
  TEMPORAL_METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1024, 'must be between 1024 and 65535')
    .max(65535, 'must be between 1024 and 65535')
    .optional(),
  /**
   * The background thread's heap, in MB (ADR 099): the most its old generation may hold. Left to V8, a
   * thread on a large machine lets garbage pile up to gigabytes before it collects; the close of 10,000
   * rounds fits in 256, the default with the embedded driver. Unset with Temporal: V8's own limit (the
   * worker's workflow cache is sized by TEMPORAL_WORKFLOW_CACHE).
   */
  BACKGROUND_HEAP_MB: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(128, 'must be between 128 and 16384')
    .max(16_384, 'must be between 128 and 16384')
    .optional(),
  /**
   * How many agencies' rounds workflows the Temporal worker keeps in memory (ADR 093): at least one per
   * agency, so the Monday minute's timers never replay a history. The whole US market is about 5,400.
   */
  TEMPORAL_WORKFLOW_CACHE: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(2, 'must be between 2 and 100000')
    .max(100_000, 'must be between 2 and 100000')
    .default(10_000),
  SENDGRID_API_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  /** Where SendGrid's API is reached: its own address unless a proxy (or a test's stand-in) is in between. */
  SENDGRID_BASE_URL: optionalUrl(/^https?:\/\/\S+$/, 'https://api.sendgrid.com'),
  /** Text messages (ADR 090): Twilio's account, its auth token (also what signs its webhooks) and the sender. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC followed by 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(16, "must be the account's auth token").optional(),
  TWILIO_FROM: z
    .string()
    .trim()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
      'must be a number in E.164 (+15552014477) or a Messaging Service SID',
    )
    .optional(),
  /** Where Twilio's API is reached: its own address unless a proxy (or a test's stand-in) is in between. */
  TWILIO_BASE_URL: optionalUrl(/^https?:\/\/\S+$/, 'https://api.twilio.com'),
  MAIL_FROM: z.email('must be an email address').default('no-reply@hearth.localhost'),
  SUPPORT_EMAIL: z.email('must be an email address').default('support@hearth.localhost'),
  OPENAI_API_KEY: z.string().trim().min(1, 'must not be empty').optional(),
  /** Serves GET /metrics (Prometheus) to a caller that sends it as a bearer token; unset, there is no /metrics. */
  METRICS_TOKEN: z.string().trim().min(24, 'must be at least 24 characters (openssl rand -hex 16)').optional(),
  /**
   * Serves the api process's metrics on a port of their own (GET /metrics, for a scraper on the internal
   * network), none on the app's port.
   */
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1024, 'must be between 1024 and 65535')
    .max(65535, 'must be between 1024 and 65535')
    .optional(),
  OPENAI_BASE_URL: optionalUrl(/^https?:\/\/\S+$/, 'http://localhost:11434/v1'),
  OPENAI_MODEL: z.string().trim().min(1, 'must not be empty').default('gpt-4o-mini'),
  /** Who runs the model, as staff are told (docs/assistant.md); by default read from OPENAI_BASE_URL. */
  OPENAI_PROVIDER_NAME: z
    .string()
    .trim()
    .min(2, 'must name the provider')
    .max(80, 'must be at most 80 characters')
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  API_ONLY: booleanFlag.default(false),
  /**
   * Whether a process applies pending migrations when it starts. Unset: yes over the embedded database,
   * no over DATABASE_URL, where `npm run migrate` is a deploy step of its own and a process finding an
   * older schema refuses to start (docs/runbook.md).
   */
  MIGRATE_ON_START: booleanFlag.optional(),
  /** How many reverse proxies sit in front; the client IP is that many entries from the right of X-Forwarded-For. */
  TRUST_PROXY: z.coerce
    .number({ error: 'must be the number of reverse proxies in front of the app (0 for none)' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10, 'must be at most 10')
    .default(0),
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  appOrigin: string;
  /** Who runs the assistant's model, or null when there is none (staff are told). */
  modelProvider: string | null;
  isProduction: boolean;
  /**
   * Whether members may be reached by text: with Twilio set up, or in development, where texts land in
   * the development mailbox. Production without Twilio sends email only.
   */
  textsEnabled: boolean;
  /** MIGRATE_ON_START as it applies: set, or by default only over the embedded database. */
  migrateOnStart: boolean;
  /**
   * Development-only tools (/dev/mailbox, /dev/clock): never with NODE_ENV=production, and only
   * while the app is served on localhost, so a deployment that forgot NODE_ENV does not expose them.
   */
  devToolsEnabled: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

/** Reads the environment; empty strings count as unset so `.env` files may list blank keys. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const values = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(values);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.SECRET_KEY) problems.push('SECRET_KEY is required when NODE_ENV=production');
  if (isProduction && !env.CHECKPOINT_SIGNING_KEY) {
    problems.push('CHECKPOINT_SIGNING_KEY is required when NODE_ENV=production (npm run checkpoint-key)');
  }
  if (isProduction && !env.APP_ORIGIN) problems.push('APP_ORIGIN is required when NODE_ENV=production');
  if (isProduction && !env.DATABASE_URL) problems.push('DATABASE_URL is required when NODE_ENV=production');
  // The development mailbox keeps survey links in clear: production mail goes to a provider.
  if (isProduction && !env.SENDGRID_API_KEY) problems.push('SENDGRID_API_KEY is required when NODE_ENV=production');
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three, or none');
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    problems.push('METRICS_PORT must differ from PORT: the metrics have a port of their own');
  }
  if (env.OPENAI_BASE_URL && !env.OPENAI_API_KEY) {
    problems.push('OPENAI_API_KEY is required when OPENAI_BASE_URL is set (any value for a local server)');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const appOrigin = env.APP_ORIGIN ?? `http://localhost:${env.PORT}`;
  return {
    ...env,
    appOrigin,
    modelProvider: modelProvider(env),
    isProduction,
    textsEnabled: Boolean(env.TWILIO_ACCOUNT_SID) || !isProduction,
    migrateOnStart: env.MIGRATE_ON_START ?? !env.DATABASE_URL,
    devToolsEnabled: !isProduction && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(appOrigin),
  };
}

/**
 * Who reads what is sent to the assistant's model — staff are told, since comments may be summarised
 * there (docs/assistant.md): null with no model, else OPENAI_PROVIDER_NAME, else OpenAI for its own API,
 * else the host of OPENAI_BASE_URL.
 */
function modelProvider(env: { OPENAI_API_KEY?: string; OPENAI_BASE_URL?: string; OPENAI_PROVIDER_NAME?: string }) {
  if (!env.OPENAI_API_KEY) return null;
  if (env.OPENAI_PROVIDER_NAME) return env.OPENAI_PROVIDER_NAME;
  if (!env.OPENAI_BASE_URL) return 'OpenAI';
  const host = new URL(env.OPENAI_BASE_URL).hostname;
  return host === 'api.openai.com' ? 'OpenAI' : host;
}
