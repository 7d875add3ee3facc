import type { ReplayRequest } from './change-action';
import type { ReplayTransport, TransportAnswer } from './change-replayer';

export interface SentRequest extends ReplayRequest {
  headers: Record<string, string>;
}

/** A transport that records what it was asked and answers from a script (default: 201 with an id). */
export function memoryTransport(answer: (request: SentRequest, index: number) => TransportAnswer | Error) {
  const sent: SentRequest[] = [];
  const transport: ReplayTransport = {
    send(request, headers) {
      const entry = { ...request, headers };
      sent.push(entry);
      const reply = answer(entry, sent.length - 1);
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
    },
  };
  return { transport, sent };
}

export function created(id: string): TransportAnswer {
  return { status: 201, text: JSON.stringify({ id }) };
}
