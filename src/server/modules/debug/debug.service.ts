import { can } from '../../../shared/permissions';
import type { DebugEnv, SelfCheck, TestSummary } from '../../../shared/schemas/debug';
import type { Config } from '../../config';
import { featureSwitches } from '../../lib/feature-switches';
import type { AuthContext } from '../auth/auth.context';
import { SELF_CHECKS, type SelfCheckDeps, type SelfCheckName } from './self-checks';

const isAdmin = (caller: AuthContext | null) => caller !== null && can(caller, 'debug.read');

/**
 * The debug dashboard's reads (operations §7 "Debug"). The environment answer is built field by
 * field from the typed Config, never by walking process.env, so a secret cannot slip in.
 */
export function createDebugService({ config, checks }: { config: Config; checks: SelfCheckDeps }) {
  function env(caller: AuthContext | null): DebugEnv {
    const answer: DebugEnv = {
      nodeEnv: config.env,
      port: config.port,
      version: config.build.version,
      databaseMode: config.databaseUrl ? 'external' : 'embedded',
      redis: config.redisUrl ? 'on' : 'off',
      features: featureSwitches(config),
    };
    if (!isAdmin(caller)) return answer;
    return {
      ...answer,
      operational: {
        logLevel: config.logLevel,
        dbPoolSize: config.dbPoolSize,
        trustProxy: config.trustProxy,
        pmGraceDays: config.pmGraceDays,
        loginRateLimitPerMinute: config.loginRateLimitPerMinute,
        pushServiceHosts: [...config.pushServiceHosts],
        nodeVersion: process.version,
        platform: process.platform,
      },
    };
  }

  async function runCheck(name: SelfCheckName, admin: boolean): Promise<SelfCheck> {
    const started = performance.now();
    const outcome = await SELF_CHECKS[name](checks);
    return {
      name,
      status: outcome.status,
      detail: admin ? outcome.adminDetail : outcome.detail,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
  }

  async function testSummary(caller: AuthContext | null): Promise<TestSummary> {
    const admin = isAdmin(caller);
    const names = Object.keys(SELF_CHECKS) as SelfCheckName[];
    const results = await Promise.all(names.map((name) => runCheck(name, admin)));
    const count = (status: SelfCheck['status']) => results.filter((r) => r.status === status).length;
    return {
      total: results.length,
      passed: count('pass'),
      failed: count('fail'),
      warnings: count('warn'),
      checks: results,
      timestamp: new Date().toISOString(),
    };
  }

  return { env, testSummary };
}

export type DebugService = ReturnType<typeof createDebugService>;
