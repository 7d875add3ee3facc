import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/** Test support: one mail as an SMTP server received it. */
export interface ReceivedMail {
  /** The envelope's sender and recipients (MAIL FROM, RCPT TO). */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header names in lower case, unfolded. */
  headers: Record<string, string>;
  /** The body as it crossed the wire (transfer-encoded, CRLF line ends). */
  body: string;
  /** The body as its reader sees it: the transfer encoding undone, lines ending in \n. */
  text: string;
}

/** What the server answers a message with: accepts it, or refuses it with this SMTP reply. */
export type SmtpAnswer = 'accept' | { code: number; message: string };

/** Quoted-printable back to its UTF-8 text: soft line breaks joined, =XX escapes to bytes. */
function decodeQuotedPrintable(encoded: string): string {
  const joined = encoded.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A single-part body's text, whichever transfer encoding the sender chose for it. */
function decodeBody(body: string, transferEncoding: string | undefined): string {
  const encoding = transferEncoding?.toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

/** Headers and body of a raw message (enough for the single-part plain-text mails of the tests). */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'body' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4).replace(/\r\n$/, '');
  return { headers, body, text: decodeBody(body, headers['content-transfer-encoding']) };
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
