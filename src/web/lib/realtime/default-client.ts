import { renewAfterUnauthorized } from '../api-client';
import { onStoredChange, readStored } from '../session-storage';
import { createBrowserSocket } from './browser-socket';
import { createRealtimeClient, type RealtimeClient } from './realtime-client';

/** The app's realtime client: the browser socket, the stored session, the api-client's renewal. */
export function createDefaultRealtimeClient(): RealtimeClient {
  return createRealtimeClient({
    createSocket: createBrowserSocket,
    readAuth: () => ({ token: readStored('authToken'), warehouseId: readStored('warehouseId') }),
    renewSession: renewAfterUnauthorized,
    watchWarehouse: (listener) =>
      onStoredChange((key) => {
        if (key === 'warehouseId') listener();
      }),
  });
}
