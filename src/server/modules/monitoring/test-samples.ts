import type { Executor } from '../../db/client';
import { systemMetricSamples } from '../../db/schema';

type SampleValues = Partial<typeof systemMetricSamples.$inferInsert> & { sampledAt: Date };

/** One instance's sample with quiet defaults (idle, healthy, a third of the heap); tests set what they judge. */
export async function insertSample(db: Executor, values: SampleValues) {
  await db.insert(systemMetricSamples).values({
    instanceId: 'instance-a',
    cpuUsage: 0.1,
    memoryUsage: 0.3,
    heapUsed: 30_000_000,
    heapTotal: 100_000_000,
    rss: 150_000_000,
    eventLoopLagMs: 1,
    requestCount: 0,
    errorCount: 0,
    throughput: 0,
    dbActiveConnections: 1,
    dbQueryCount: 0,
    ...values,
  });
}
