import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A webhook receiver for the tests, on 127.0.0.1: it keeps what it got and answers with the
 * statuses queued for it (then 200), so a test scripts "500 twice, then OK".
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  let standing = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      received.push({ path: request.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.shift() ?? standing;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : `receiver says ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** The next answers, in order; afterwards `always` (200 unless set). */
    answerWith(statuses: number[], always = 200) {
      answers.splice(0, answers.length, ...statuses);
      standing = always;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
