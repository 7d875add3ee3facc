import fp from 'fastify-plugin';
import { notificationSchema } from '../../../shared/schemas/notifications';
import type { DomainEvent, EventBus } from '../../realtime/event-bus';
import type { NotificationDelivery } from './push.service';

declare module 'fastify' {
  interface FastifyInstance {
    pushDelivery: {
      /** Resolves once every push already under way has finished (shutdown, tests). */
      settled(): Promise<void>;
    };
  }
}

/**
 * A notification to push now: just created and not held back by the addressee's preferences
 * or quiet hours (the notifications module marks those silent).
 */
function deliveryOf(event: DomainEvent): NotificationDelivery | null {
  if (event.topic !== 'notifications' || event.type !== 'notification') return null;
  if (event.action !== 'created' || event.silent || !event.userIds?.length) return null;
  const parsed = notificationSchema.safeParse(event.data);
  return parsed.success ? { notification: parsed.data, userIds: event.userIds } : null;
}

/**
 * Web push of new notifications (ADR 20). It listens to this instance's events only: the
 * instance that stored a notification pushes it, once. Sending starts after the request's
 * transaction committed and never delays or fails the request; problems are logged.
 */
export const pushDelivery = fp<{ events: EventBus }>(
  async (app, { events }) => {
    const { push } = app.services;
    let batch: NotificationDelivery[] = [];
    const inFlight = new Set<Promise<void>>();

    async function flush() {
      const deliveries = batch;
      batch = [];
      const report = await push.deliver(deliveries);
      for (const failure of report.failures) app.log.warn({ push: failure }, 'web push not delivered');
    }

    function track(work: Promise<void>) {
      const tracked: Promise<void> = work
        .catch((error: unknown) => app.log.error({ err: error }, 'web push delivery failed'))
        .finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    }

    const unsubscribe = events.subscribe((event) => {
      const delivery = deliveryOf(event);
      if (!delivery) return;
      // A transaction's events are published together: one batch, one subscription query.
      if (batch.length === 0) track(new Promise<void>((resolve) => setImmediate(resolve)).then(flush));
      batch.push(delivery);
    });

    async function settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    }

    app.decorate('pushDelivery', { settled });
    app.addHook('onClose', async () => {
      unsubscribe();
      await settled();
    });
  },
  { name: 'push-delivery' },
);
