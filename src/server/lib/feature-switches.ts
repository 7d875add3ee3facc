import type { FeatureSwitch } from '../../shared/schemas/health';
import type { Config } from '../config';

const enabledIf = (on: boolean) => (on ? ('enabled' as const) : ('disabled' as const));

/**
 * The configuration switches this instance runs with, for the health details and the debug
 * page alike: whether each is on, never a value (no secret can be shown).
 */
export function featureSwitches(config: Config): Record<FeatureSwitch, 'enabled' | 'disabled'> {
  return {
    redis: enabledIf(config.redisUrl !== undefined),
    embeddedDatabase: enabledIf(config.databaseUrl === undefined),
    demoData: enabledIf(config.seedDemo),
    vapidKeysFromEnvironment: enabledIf(config.vapidKeys !== undefined),
    metricsScrapeToken: enabledIf(config.metricsToken !== undefined),
    trustProxy: enabledIf(config.trustProxy),
    requestMeasurement: enabledIf(config.measureRequests),
    mail: enabledIf(config.mail.smtpUrl !== undefined),
  };
}
