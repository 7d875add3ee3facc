import type { FastifyInstance } from 'fastify';
import type { Health, HealthDetails } from '../../../shared/schemas/health';
import type { Config } from '../../config';
import { featureSwitches } from '../../lib/feature-switches';
import { memoryFigures } from '../../lib/measurement/process-monitor';
import type { AuthContext } from '../auth/auth.context';

/** This instance's socket connections by warehouse, named; only the caller's organization's warehouses. */
async function websocketFigures(
  app: FastifyInstance,
  caller: AuthContext,
): Promise<HealthDetails['websocket']> {
  const sockets = [...app.realtime.io.of('/').sockets.values()];
  const counts = new Map<string, number>();
  for (const socket of sockets) {
    const warehouseId = socket.data.auth.warehouseId;
    counts.set(warehouseId, (counts.get(warehouseId) ?? 0) + 1);
  }
  const names = await app.services.health.warehouseNames(caller.organizationId, [...counts.keys()]);
  return {
    activeConnections: sockets.length,
    connectionsByWarehouse: [...names].map(([warehouseId, warehouseName]) => ({
      warehouseId,
      warehouseName,
      connections: counts.get(warehouseId) ?? 0,
    })),
  };
}

/** Operations spec §3's health response for a manager or admin. */
export async function healthDetails(
  app: FastifyInstance,
  caller: AuthContext,
  input: { health: Health; config: Config; latencyMs: number | null; redis: HealthDetails['redis'] },
): Promise<HealthDetails> {
  const { health, config, latencyMs } = input;
  const { heapUsed, heapTotal, heapLimit, rss } = memoryFigures();
  return {
    ...health,
    env: config.env,
    port: config.port,
    memory: { heapUsed, heapTotal, heapLimit, rss },
    features: featureSwitches(config),
    websocket: await websocketFigures(app, caller),
    sha: config.build.sha,
    buildId: config.build.buildId,
    region: config.build.region,
    lastUpdated: config.build.builtAt,
    database: {
      status: latencyMs === null ? 'unreachable' : 'connected',
      mode: config.databaseUrl === undefined ? 'embedded' : 'external',
      latencyMs: latencyMs === null ? null : Math.round(latencyMs * 100) / 100,
    },
    redis: input.redis,
  };
}
