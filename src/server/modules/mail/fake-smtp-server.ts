import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** Test support: one mail as an SMTP server received it. */
export interface ReceivedMail {
  /** The envelope's sender and recipients (MAIL FROM, RCPT TO). */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header names in lower case, unfolded. */
  headers: Record<string, string>;
  body: string;
}

/** What the server answers a message with: accepts it, or refuses it with this SMTP reply. */
export type SmtpAnswer = 'accept' | { code: number; message: string };

/** Headers and body of a raw message (enough for the plain-text, ASCII mails of the tests). */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'body'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split + 4).replace(/\r\n$/, '') };
}

/**
 * An SMTP server on 127.0.0.1 for tests: records every message it accepts, and answers the way
 * `answer` says at the end of the message. Plain SMTP (no STARTTLS) with optional AUTH against
 * the given user and password.
 */
export async function startFakeSmtpServer(credentials = { user: 'fieldwork', pass: 'smtp-secret' }) {
  const received: ReceivedMail[] = [];
  let answer: SmtpAnswer = 'accept';
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
        return;
      }
      const refused: SMTPServerError = Object.assign(new Error('Authentication failed'), {
        responseCode: 535,
      });
      callback(refused);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (answer !== 'accept') {
          callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
          return;
        }
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          envelopeFrom: mailFrom ? mailFrom.address : '',
          envelopeTo: rcptTo.map((r) => r.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: (user = credentials.user, pass = credentials.pass) => `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    answerWith(next: SmtpAnswer) {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A 127.0.0.1 port nothing listens on (a server bound and closed again). */
export async function closedPort(): Promise<number> {
  const server = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
