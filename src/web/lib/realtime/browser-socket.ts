import type { RealtimeSocket, SocketFactory } from './socket-types';

/**
 * The real socket.io client, same origin, path /socket.io. Imported on demand so the sign-in
 * screen never downloads it: the first connection after sign-in fetches the chunk.
 */
export const createBrowserSocket: SocketFactory = async (settings) => {
  const { io } = await import('socket.io-client');
  const socket: RealtimeSocket = io(settings);
  return socket;
};
