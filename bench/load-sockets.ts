import type { Socket } from 'socket.io-client';
import { emitWithAck, openSocket } from '../src/server/test/sockets';

/**
 * The load bench's sockets, one per user, in a process of their own: on the floor each socket
 * is another phone, so the events they receive must not queue behind the HTTP load
 * generator's own work. Told the server and the tokens over IPC; answers how many events
 * arrived when asked to stop.
 */
interface Start {
  url: string;
  tokens: string[];
}

const sockets: Socket[] = [];
let received = 0;

process.on('message', (message: Start | 'stop') => {
  if (message === 'stop') {
    for (const socket of sockets) socket.close();
    process.send?.({ received });
    process.disconnect();
    return;
  }
  void (async () => {
    for (const token of message.tokens) {
      const { socket } = await openSocket(message.url, { token });
      await emitWithAck(socket, 'subscribe_work_orders');
      socket.onAny(() => {
        received += 1;
      });
      sockets.push(socket);
    }
    process.send?.({ connected: sockets.length });
  })();
});
