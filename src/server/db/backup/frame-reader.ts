/**
 * Reads a backup's stream (see backup-format.ts) piece by piece: lines of JSON, frame
 * lengths and frames, with no more than one frame in memory.
 */
export class FrameReader {
  private buffered: Buffer[] = [];
  private size = 0;
  private ended = false;

  constructor(private readonly chunks: AsyncIterator<Buffer>) {}

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.chunks.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffered.push(next.value);
    this.size += next.value.length;
    return true;
  }

  private take(length: number): Buffer {
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    this.buffered = length < all.length ? [all.subarray(length)] : [];
    this.size = all.length - length;
    return all.subarray(0, length);
  }

  /** The next line, without its newline; throws past `maxBytes` or at the end of the stream. */
  async readLine(maxBytes: number, what: string): Promise<string> {
    let searched = 0;
    for (;;) {
      const joined = this.buffered.length > 1 ? Buffer.concat(this.buffered) : this.buffered[0];
      if (joined) {
        this.buffered = [joined];
        const newline = joined.indexOf(10, searched);
        if (newline >= 0) {
          const line = this.take(newline + 1);
          return line.subarray(0, newline).toString('utf8');
        }
        searched = joined.length;
      }
      if (this.size > maxBytes) throw new Error(`The backup is damaged: ${what} is too long`);
      if (!(await this.fill())) throw new Error(`The backup is truncated: it ends inside ${what}`);
    }
  }

  /** Exactly `length` bytes; throws at the end of the stream. */
  async readBytes(length: number, what: string): Promise<Buffer> {
    while (this.size < length) {
      if (!(await this.fill())) throw new Error(`The backup is truncated: it ends inside ${what}`);
    }
    return this.take(length);
  }

  /** Whether anything follows. */
  async atEnd(): Promise<boolean> {
    return this.size === 0 && !(await this.fill());
  }
}
