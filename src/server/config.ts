import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

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
});

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
  };
}
