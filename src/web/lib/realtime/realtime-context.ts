import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ConnectionState, RealtimeClient, RealtimeMessage } from './realtime-client';
import type { ReceivedNotification } from './received-notifications';

/** The signed-in layout provides the one client; screens read it through the hooks below. */
export const RealtimeContext = createContext<RealtimeClient | null>(null);

export function useRealtimeClient(): RealtimeClient {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtimeClient must be used inside <RealtimeContext.Provider>');
  return client;
}

/** Status, socket id, warehouse and topic rooms, live. */
export function useRealtimeConnection(): ConnectionState {
  const { connection } = useRealtimeClient();
  return useSyncExternalStore(connection.subscribe, connection.get, connection.get);
}

/** The last notifications this tab received over the socket, newest first. */
export function useReceivedNotifications(): readonly ReceivedNotification[] {
  const { received } = useRealtimeClient();
  return useSyncExternalStore(received.subscribe, received.get, received.get);
}

/** Calls `listener` for every checked message while the component is mounted. */
export function useRealtimeMessages(listener: (message: RealtimeMessage) => void): void {
  const client = useRealtimeClient();
  useEffect(() => client.onMessage(listener), [client, listener]);
}
