import net from 'node:net';

/** A statement as a client sent it to PostgreSQL: its text and its parameters as sent. */
export interface CapturedStatement {
  text: string;
  /** Each parameter's text, null for NULL. */
  params: (string | null)[];
  /** True when a parameter went in binary format (pgbench can only send text). */
  binary: boolean;
}

export interface StatementCapture {
  /** The database's connection string, pointed through the capture. */
  url: string;
  /** Every statement executed through the capture so far, in the order they were sent. */
  statements: CapturedStatement[];
  /** The settings the last client to connect asked for in its startup message (user and database aside). */
  startup: Record<string, string>;
  close(): Promise<void>;
}

// The codes of the untyped messages a connection may open with: the startup message of protocol
// 3.0, or a request for encryption before it, or a cancel request (a connection of its own).
const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** Reads the NUL-terminated strings and integers of one protocol message. */
class MessageReader {
  private offset = 0;
  constructor(private readonly body: Buffer) {}
  cString() {
    const end = this.body.indexOf(0, this.offset);
    const text = this.body.toString('utf8', this.offset, end);
    this.offset = end + 1;
    return text;
  }
  int16() {
    const value = this.body.readInt16BE(this.offset);
    this.offset += 2;
    return value;
  }
  int32() {
    const value = this.body.readInt32BE(this.offset);
    this.offset += 4;
    return value;
  }
  bytes(length: number) {
    const value = this.body.subarray(this.offset, this.offset + length);
    this.offset += length;
    return value;
  }
}

/** What one Bind message executes: the prepared statement's text with the values bound to it. */
function bound(body: Buffer, prepared: Map<string, string>): CapturedStatement {
  const reader = new MessageReader(body);
  reader.cString();
  const text = prepared.get(reader.cString()) ?? '';
  const formats = Array.from({ length: reader.int16() }, () => reader.int16());
  const params = Array.from({ length: reader.int16() }, () => {
    const length = reader.int32();
    return length < 0 ? null : reader.bytes(length).toString('utf8');
  });
  // No format codes: all text; one: it applies to every parameter.
  const binary = formats.some((format) => format === 1);
  return { text, params, binary };
}

/** The name and value pairs of a startup message, up to its closing NUL. */
function startupSettings(body: Buffer): Record<string, string> {
  const reader = new MessageReader(body);
  const settings: Record<string, string> = {};
  for (let name = reader.cString(); name !== ''; name = reader.cString()) settings[name] = reader.cString();
  delete settings.user;
  delete settings.database;
  return settings;
}

/**
 * Follows one client's side of the wire protocol and reports each statement it executes: a
 * Parse names a statement's text, a Bind executes it with values; a simple Query runs its text.
 */
function frontendParser(
  record: (statement: CapturedStatement) => void,
  started: (settings: Record<string, string>) => void,
) {
  const prepared = new Map<string, string>();
  let pending = Buffer.alloc(0);
  let startup = true;
  const handle = (type: string, body: Buffer) => {
    const reader = new MessageReader(body);
    if (type === 'P') prepared.set(reader.cString(), reader.cString());
    else if (type === 'B') record(bound(body, prepared));
    else if (type === 'Q') record({ text: reader.cString(), params: [], binary: false });
  };
  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (startup) {
        if (pending.length < 8 || pending.length < pending.readInt32BE(0)) return;
        const length = pending.readInt32BE(0);
        const code = pending.readInt32BE(4);
        if (code === PROTOCOL_3) started(startupSettings(pending.subarray(8, length)));
        startup = code === SSL_REQUEST || code === GSSENC_REQUEST;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) return;
      const length = pending.readInt32BE(1);
      handle(String.fromCharCode(pending[0]!), pending.subarray(5, 1 + length));
      pending = pending.subarray(1 + length);
    }
  };
}

/**
 * A TCP relay in front of PostgreSQL that records every statement its clients execute, with
 * the parameters they bind: a server pointed at `url` shows the bench exactly what it runs.
 * Unencrypted connections only (node-postgres' default on 127.0.0.1).
 */
export async function captureStatements(databaseUrl: string): Promise<StatementCapture> {
  const upstream = new URL(databaseUrl);
  const statements: CapturedStatement[] = [];
  let startup: Record<string, string> = {};
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const database = net.connect(Number(upstream.port || 5432), upstream.hostname);
    const parse = frontendParser(
      (statement) => statements.push(statement),
      (settings) => (startup = settings),
    );
    for (const socket of [client, database]) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        database.destroy();
      });
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk: Buffer) => {
      parse(chunk);
      database.write(chunk);
    });
    database.pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    statements,
    get startup() {
      return startup;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}
