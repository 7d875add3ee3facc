import type { MonitoringRange } from '../../../shared/schemas/monitoring';

/** Width of each point of GET /api/monitoring/system: about 60–300 points per range. */
export const BUCKET_SECONDS: Record<MonitoringRange, number> = {
  '1h': 60,
  '24h': 300,
  '7d': 3_600,
  '30d': 3 * 3_600,
};
