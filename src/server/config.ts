import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  pushServiceHostsProblem,
  splitPushServiceHosts,
} from './modules/push/push-service-hosts';
import { vapidPairProblem } from './modules/push/vapid-key-format';

const PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** What push services accept as the VAPID contact: a mailto: address or an https: URL. */
function isVapidSubject(subject: string): boolean {
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(subject)) return true;
  try {
    return new URL(subject).protocol === 'https:';
  } catch {
    return false;
  }
}

/** An SMTP server's URL, as nodemailer reads it: smtp:// (STARTTLS when offered) or smtps:// (TLS). */
function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `name@domain` or `Display Name <name@domain>`: the From header of every mail. */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
  SEED_DEMO: booleanFlag,
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  PM_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(0),
  /** Filtered lists count exactly up to this many matches; beyond, the total is a lower bound (ADR 34). */
  LIST_COUNT_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1_200).default(24),
  VAPID_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isVapidSubject, { error: 'must be a mailto: address or an https: URL' })
      .default('mailto:admin@localhost'),
  ),
  PUSH_SERVICE_HOSTS: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Where mail is sent through; without it mails are kept in the Mail log as not sent. */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isSmtpUrl, { error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .max(320)
      .regex(MAIL_FROM_PATTERN, { error: 'must be an address or "Name <address>"' })
      .default('Fieldwork <fieldwork@localhost>'),
  ),
  /** A bearer value Prometheus may scrape GET /metrics with (else only an admin's token). */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24).optional()),
  /** `false` turns off the request and query timing hooks: only the measurement-cost benchmark does. */
  MEASURE_REQUESTS: booleanFlag,
  /** Deployment details the admin screen shows when the deployment sets them. */
  GIT_SHA: z.preprocess(emptyAsUndefined, z.string().max(64).optional()),
  BUILD_ID: z.preprocess(emptyAsUndefined, z.string().max(128).optional()),
  REGION: z.preprocess(emptyAsUndefined, z.string().max(64).optional()),
  BUILD_TIME: z.preprocess(emptyAsUndefined, z.iso.datetime({ offset: true }).optional()),
  /** The address people reach this install at (https://cmms.example.com): request portal links and mails. */
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  /** Single sign-on set by the deployment (ADR 61): these win over the admin screen's settings. */
  OIDC_ISSUER: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
  ),
  OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().max(255).optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().max(1000).optional()),
  OIDC_BUTTON_LABEL: z.preprocess(emptyAsUndefined, z.string().max(40).optional()),
});

/** The deployment's OpenID Connect provider: issuer, client id and secret together, or none of them. */
function oidcOf(e: z.infer<typeof envSchema>): Config['oidc'] {
  const { OIDC_ISSUER: issuerUrl, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = e;
  if (issuerUrl === undefined && clientId === undefined && clientSecret === undefined) return undefined;
  if (issuerUrl === undefined || clientId === undefined || clientSecret === undefined) {
    throw new Error(
      'Invalid configuration: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, or none',
    );
  }
  return { issuerUrl, clientId, clientSecret, buttonLabel: e.OIDC_BUTTON_LABEL ?? 'SSO' };
}

const invalidVapidKeys = (problem: string) => new Error(`Invalid configuration: VAPID keys: ${problem}`);

/** Both VAPID keys or neither; a given pair must belong together. */
function vapidKeysOf(e: z.infer<typeof envSchema>): Config['vapidKeys'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined || privateKey === undefined) {
    throw invalidVapidKeys('set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  const problem = vapidPairProblem(publicKey, privateKey);
  if (problem) throw invalidVapidKeys(problem);
  return { publicKey, privateKey };
}

/** The push services the server may post to; the browsers' own unless the operator says otherwise. */
function pushServiceHostsOf(value: string | undefined): readonly string[] {
  if (value === undefined) return DEFAULT_PUSH_SERVICE_HOSTS;
  const hosts = splitPushServiceHosts(value);
  const problem = pushServiceHostsProblem(hosts);
  if (problem) throw new Error(`Invalid configuration: PUSH_SERVICE_HOSTS: ${problem}`);
  return hosts;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Seed demo data into an empty database: default on for the embedded database only. */
  seedDemo: boolean;
  jwtSecret: string | undefined;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  loginRateLimitPerMinute: number;
  dbPoolSize: number;
  webDistDir: string;
  /** Days after its due date a PM still counts as done on time (compliance). */
  pmGraceDays: number;
  /** Matches a filtered list counts exactly; beyond, X-Total-Count is this, flagged as a lower bound. */
  listCountLimit: number;
  /** Whole months of audit rows kept before the current one; older months are archived, then dropped. */
  auditRetentionMonths: number;
  /** Web push keys from the environment; without them, generated once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** The contact push services see in every VAPID token. */
  vapidSubject: string;
  /** Host patterns of the push services subscriptions may use (`name`, `*.domain`, `*`). */
  pushServiceHosts: readonly string[];
  /** Mail delivery: the SMTP server (undefined: mails are kept as not sent) and the From header. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Bearer value for GET /metrics besides an admin's token; undefined: admins only. */
  metricsToken: string | undefined;
  /** Request and query timing on (the default); off only for the benchmark that measures its cost. */
  measureRequests: boolean;
  /**
   * Where people reach this install, without a trailing slash; undefined: portal links take the
   * origin of the request that asks for them.
   */
  publicUrl: string | undefined;
  /** OIDC_*: the single sign-on provider the deployment fixes; undefined, the admin screen configures it. */
  oidc: { issuerUrl: string; clientId: string; clientSecret: string; buttonLabel: string } | undefined;
  /** The running build: package version and, when the deployment sets them, its sha, id, region and time. */
  build: {
    version: string;
    sha: string | null;
    buildId: string | null;
    region: string | null;
    builtAt: string | null;
  };
}

/** Reads the environment once; an invalid value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    dbPoolSize: e.DB_POOL_SIZE,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    pmGraceDays: e.PM_GRACE_DAYS,
    listCountLimit: e.LIST_COUNT_LIMIT,
    auditRetentionMonths: e.AUDIT_RETENTION_MONTHS,
    vapidKeys: vapidKeysOf(e),
    vapidSubject: e.VAPID_SUBJECT,
    pushServiceHosts: pushServiceHostsOf(e.PUSH_SERVICE_HOSTS),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    metricsToken: e.METRICS_TOKEN,
    measureRequests: e.MEASURE_REQUESTS ?? true,
    publicUrl: e.PUBLIC_URL,
    oidc: oidcOf(e),
    build: {
      version: PACKAGE_VERSION,
      sha: e.GIT_SHA ?? null,
      buildId: e.BUILD_ID ?? null,
      region: e.REGION ?? null,
      builtAt: e.BUILD_TIME ?? null,
    },
  };
}
