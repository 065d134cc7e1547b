/**
 * A stored chunk's lines, read a batch at a time. On SQLite a chunk comes back as its UTF-8 bytes
 * (store.ts), and only the lines of the batch being inserted are decoded: a whole chunk as one
 * string (2,000 lines with CJK text, ~1.8 MB in UTF-16) goes straight to V8's large-object space,
 * old generation, and 50 of them were ~50 MB of garbage on the request thread during an apply,
 * which a quiet event loop collects late. A batch's lines (~80 KB) die young. On PostgreSQL the
 * driver answers a string: it is split as before.
 */
const NEWLINE = 0x0a;

export class ChunkLines {
  private pos = 0;
  private readonly split: string[] | null;

  constructor(private readonly data: string | Buffer) {
    this.split = typeof data === 'string' ? (data === '' ? [] : data.split('\n')) : null;
  }

  /** The next `n` lines at most; none once all were read. */
  next(n: number): string[] {
    if (this.split) {
      const out = this.split.slice(this.pos, this.pos + n);
      this.pos += out.length;
      return out;
    }
    const bytes = this.data as Buffer;
    if (this.pos >= bytes.length) return [];
    let end = this.pos;
    for (let k = 0; k < n && end < bytes.length; k++) {
      const at = bytes.indexOf(NEWLINE, end);
      end = at < 0 ? bytes.length : at + 1;
    }
    const text = bytes.toString('utf8', this.pos, bytes[end - 1] === NEWLINE ? end - 1 : end);
    this.pos = end;
    return text.split('\n');
  }
}
