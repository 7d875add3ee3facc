import { compressAnswer, type Encoding } from './http-compression';

/** Header name → value, as a reply holds them. */
export type AnswerHeaders = Record<string, string | number | string[]>;

/**
 * A read's answer as it goes on the wire: the serialized JSON, the headers that belong to it
 * (X-Total-Count, X-Next-Cursor, …), and its compressed forms, each made once, on the first
 * request that accepts it, at the cold level (http-compression.ts); concurrent first requests
 * share that one compression.
 */
export class CachedAnswer {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly body: Buffer,
    readonly headers: AnswerHeaders,
    private readonly compress: (body: Buffer, encoding: Encoding) => Promise<Buffer> = compressAnswer,
  ) {}

  /** The body in this encoding; a failed compression is tried again by the next request. */
  bodyIn(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = this.compress(this.body, encoding);
      this.encoded.set(encoding, bytes);
      bytes.catch(() => this.encoded.delete(encoding));
    }
    return bytes;
  }
}
