import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  SOCKET_AUTH_ERRORS,
  TOPIC_EVENTS,
  type AuthenticatedPayload,
  type ServerEventName,
  type SubscribableTopic,
  type SubscribeAck,
} from '../../shared/realtime';
import type { AuthContext } from '../modules/auth/auth.context';
import type { RedisConnection } from '../lib/redis';
import { connectRedisAdapter, type RedisLink } from './redis-link';
import type { DomainEvent, EventBus } from './event-bus';
import { emitsFor, topicRoom, userRoom, warehouseRoom } from './fan-out';

const RELAYED_EVENT = 'fieldwork:domain_event';
const COUNT_REQUEST = 'fieldwork:count_connections';

type SubscribeEvent = (typeof TOPIC_EVENTS)[SubscribableTopic]['subscribe'];
type ClientEvents = { [CLIENT_EVENTS.authenticate]: (payload: unknown) => void } & Record<
  SubscribeEvent,
  (...args: unknown[]) => void
>;
type ServerEvents = Record<ServerEventName, (payload: unknown) => void>;
interface InterServerEvents {
  [RELAYED_EVENT]: (event: DomainEvent) => void;
  [COUNT_REQUEST]: (userId: string, reply: (counts: ConnectionCounts) => void) => void;
}
interface SocketData {
  auth: AuthContext;
}
type ClientSocket = Socket<ClientEvents, ServerEvents, InterServerEvents, SocketData>;
/**
 * How often every live socket re-checks its session and rights. Changes made through this
 * installation reach the sockets at once (their events); the sweep bounds the rest, e.g. a
 * change while Redis was away.
 */
const SESSION_SWEEP_MS = 15_000;

export interface ConnectionCounts {
  totalConnections: number;
  userConnections: number;
}

export type RealtimeServer = Server<ClientEvents, ServerEvents, InterServerEvents, SocketData>;

export interface Realtime {
  /** Connections across every instance (through Redis when configured). */
  stats(userId: string): Promise<ConnectionCounts>;
  /**
   * Re-checks this instance's sockets against their sessions (also run every 15 s): an ended
   * session or a deactivated user is disconnected; a socket whose warehouse was taken away is
   * moved to one the user still has; a role change applies at once.
   */
  sweepSessions(): Promise<void>;
  io: RealtimeServer;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Events after which a person's open sockets must be re-checked. */
const isAccessChange = (event: DomainEvent) =>
  (event.topic === 'users' && event.type === 'user') ||
  (event.type === 'session' && event.action === 'ended');

const tokenOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/**
 * The realtime socket (Socket.IO) on the app's own HTTP server (architecture §2). A socket
 * is accepted only with a valid access token; identity never comes from what the client
 * claims. Each socket sits in its user's room and its current warehouse's room and may join
 * that warehouse's topic rooms. With Redis, the adapter carries emits to every instance and
 * domain events are relayed so each instance's caches stay right.
 */
export const realtime = fp<{ events: EventBus; redis: RedisConnection | undefined; channelKey: string }>(
  async (app, { events, redis, channelKey }) => {
    const { auth: authService } = app.services;
    const io: RealtimeServer = new Server(app.server, { path: '/socket.io', serveClient: false });
    const link: RedisLink | undefined = redis ? connectRedisAdapter(io, redis, channelKey) : undefined;

    async function verify(token: string | undefined, requestedWarehouse: unknown): Promise<AuthContext> {
      if (!token) throw new Error(SOCKET_AUTH_ERRORS.missing);
      let context: AuthContext;
      try {
        context = await authService.authenticate(token, undefined);
      } catch {
        throw new Error(SOCKET_AUTH_ERRORS.invalid);
      }
      const warehouseId =
        typeof requestedWarehouse === 'string' && context.warehouseIds.includes(requestedWarehouse)
          ? requestedWarehouse
          : context.warehouseId;
      return { ...context, warehouseId };
    }

    function placeIn(socket: ClientSocket, context: AuthContext) {
      for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
      socket.data.auth = context;
      void socket.join([userRoom(context.userId), warehouseRoom(context.warehouseId)]);
      const payload: AuthenticatedPayload = {
        userId: context.userId,
        warehouseId: context.warehouseId,
        socketId: socket.id,
      };
      socket.emit(SERVER_EVENTS.authenticated, payload);
    }

    io.use((socket, next) => {
      const { auth } = socket.handshake;
      verify(tokenOf(auth.token), auth.warehouseId).then(
        (context) => {
          socket.data.auth = context;
          next();
        },
        (error: Error) => next(error),
      );
    });

    io.on('connection', (socket) => {
      placeIn(socket, socket.data.auth);

      // The spec's explicit sign-in on an open socket: switches warehouse or renews identity.
      // A userId in the payload is ignored; only the token counts.
      socket.on(CLIENT_EVENTS.authenticate, (payload) => {
        const body: Record<string, unknown> = payload && typeof payload === 'object' ? { ...payload } : {};
        verify(tokenOf(body.token), body.warehouseId).then(
          (context) => placeIn(socket, context),
          (error: Error) => socket.emit(SERVER_EVENTS.authenticationError, { message: error.message }),
        );
      });

      for (const [topic, { subscribe }] of Object.entries(TOPIC_EVENTS)) {
        socket.on(subscribe, (...args: unknown[]) => {
          // The warehouse id is optional, so the acknowledgement may come first.
          const last = args.at(-1);
          const ack = typeof last === 'function' ? (last as (result: SubscribeAck) => void) : undefined;
          const { auth } = socket.data;
          const target = typeof args[0] === 'string' ? args[0] : auth.warehouseId;
          if (target !== auth.warehouseId) {
            ack?.({ ok: false, message: 'Subscribe to the warehouse this connection works in' });
            return;
          }
          void socket.join(topicRoom(target, topic));
          ack?.({ ok: true });
        });
      }
    });

    const fanOut = (event: DomainEvent) => {
      for (const { room, except, event: name, payload } of emitsFor(event)) {
        (except ? io.to(room).except(except) : io.to(room)).emit(name, payload);
      }
    };
    // Emits travel to every instance through the adapter, so only the origin fans out.
    events.subscribe(fanOut);
    if (link) {
      events.subscribe((event) => io.serverSideEmit(RELAYED_EVENT, event));
      io.on(RELAYED_EVENT, (event) => events.receiveRemote(event));
      io.on(COUNT_REQUEST, (userId, reply) => reply(localCounts(userId)));
    }

    function localCounts(userId: string): ConnectionCounts {
      return {
        totalConnections: io.of('/').sockets.size,
        userConnections: io.of('/').adapter.rooms.get(userRoom(userId))?.size ?? 0,
      };
    }

    async function stats(userId: string): Promise<ConnectionCounts> {
      const own = localCounts(userId);
      if (!link) return own;
      // Without Redis, or without an answer in time (an instance stopping), this instance's own
      // figure is better than an error.
      const others = await link.ask<ConnectionCounts>(() => io.serverSideEmitWithAck(COUNT_REQUEST, userId));
      return others.reduce(
        (sum, c) => ({
          totalConnections: sum.totalConnections + c.totalConnections,
          userConnections: sum.userConnections + c.userConnections,
        }),
        own,
      );
    }

    async function recheck(sockets: ClientSocket[]) {
      if (sockets.length === 0) return;
      const principals = await authService.livePrincipals(sockets.map((s) => s.data.auth.sessionId));
      for (const socket of sockets) {
        const current = socket.data.auth;
        const principal = principals.get(current.sessionId);
        if (!principal || principal.warehouseIds.length === 0) {
          socket.disconnect(true);
          continue;
        }
        const { role, warehouseIds, defaultWarehouseId } = principal;
        const kept = warehouseIds.includes(current.warehouseId);
        const warehouseId = kept
          ? current.warehouseId
          : (warehouseIds.find((id) => id === defaultWarehouseId) ?? warehouseIds[0]!);
        const next = { ...current, role, warehouseIds, warehouseId };
        if (kept) socket.data.auth = next;
        else placeIn(socket, next);
      }
    }

    const localSocketsOf = (userId: string): ClientSocket[] => {
      const namespace = io.of('/');
      const ids = namespace.adapter.rooms.get(userRoom(userId)) ?? new Set<string>();
      return [...ids].flatMap((id) => namespace.sockets.get(id) ?? []);
    };

    const sweepSessions = () => recheck([...io.of('/').sockets.values()]);

    // A person's rights changed (role, warehouses, deactivation, sign-out), on any instance.
    events.subscribe(
      (event) => {
        if (!isAccessChange(event)) return;
        recheck(localSocketsOf(event.userIds?.[0] ?? event.id)).catch((error: unknown) =>
          app.log.error({ err: error }, 'socket access re-check failed'),
        );
      },
      { everyInstance: true },
    );

    const sweep = setInterval(() => {
      sweepSessions().catch((error: unknown) => app.log.error({ err: error }, 'socket session sweep failed'));
    }, SESSION_SWEEP_MS);
    sweep.unref();

    app.decorate('realtime', { stats, sweepSessions, io });
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await link?.close();
    });
  },
  { name: 'realtime' },
);
