import { isHealthyStatus, type HealthDetails, type HealthStatus } from '@shared/schemas/health';
import { LEVEL_TEXT } from '../shared/figures';

export type StatusLabel = 'Healthy' | 'Degraded' | 'Unhealthy';

/** Operations spec §4: ok or healthy is Healthy; degraded serves with a caveat; anything else is Unhealthy. */
export function statusLabel(status: HealthStatus): StatusLabel {
  if (isHealthyStatus(status)) return 'Healthy';
  return status === 'degraded' ? 'Degraded' : 'Unhealthy';
}

export const STATUS_TEXT: Readonly<Record<StatusLabel, string>> = {
  Healthy: LEVEL_TEXT.good,
  Degraded: LEVEL_TEXT.warning,
  Unhealthy: LEVEL_TEXT.critical,
};

/** Each status's words in the catalogue. */
export const STATUS_LABEL_KEYS = {
  Healthy: 'health.status.healthy',
  Degraded: 'health.status.degraded',
  Unhealthy: 'health.status.unhealthy',
} as const satisfies Readonly<Record<StatusLabel, string>>;

export const ENVIRONMENT_LABELS = {
  development: 'health.env.development',
  production: 'health.env.production',
  test: 'health.env.test',
} as const satisfies Readonly<Record<HealthDetails['env'], string>>;
