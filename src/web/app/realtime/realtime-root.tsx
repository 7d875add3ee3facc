import { useEffect, useState, type ReactNode } from 'react';
import { createDefaultRealtimeClient } from '@web/lib/realtime/default-client';
import type { RealtimeClient } from '@web/lib/realtime/realtime-client';
import { RealtimeContext } from '@web/lib/realtime/realtime-context';
import { useRealtimeSync } from './use-realtime-sync';

/**
 * Lives inside the signed-in layout: connects when it mounts (a user is signed in) and
 * disconnects when it unmounts (sign-out, or the session ended).
 */
export function RealtimeRoot({
  children,
  createClient = createDefaultRealtimeClient,
}: {
  children: ReactNode;
  /** Tests pass a client over a fake socket. */
  createClient?: () => RealtimeClient;
}) {
  const [client] = useState(createClient);
  useEffect(() => {
    void client.start();
    return () => client.stop();
  }, [client]);
  useRealtimeSync(client);
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}
