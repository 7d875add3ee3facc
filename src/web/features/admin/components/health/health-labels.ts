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

/** What "degraded" means for the people who read it (health.ts). */
export const DEGRADED_MEANING =
  'Serving, but Redis is unreachable: realtime updates and sign-in limits stay on this instance until it returns.';

export const ENVIRONMENT_LABELS: Readonly<Record<HealthDetails['env'], string>> = {
  development: 'Development',
  production: 'Production',
  test: 'Test',
};
