/**
 * The problems a preview shows without holding them all: the first `limit` by row (ties in the
 * order they were found), with the count of all and of the skipped ones. A 100,000-row file with
 * a problem on every row keeps `limit` of them, not 100,000 (the preview shows UPLOAD_LIMITS.previewProblems).
 * Used in the worker (the rules' problems) and on the request thread (words not in the dictionary);
 * `merge` joins both exactly as sorting all of them by row and cutting at `limit` would.
 */
export class ProblemKeeper<P extends { row: number | null; skipped: boolean }> {
  total = 0;
  skipped = 0;
  private kept: { p: P; n: number }[] = [];

  constructor(private readonly limit: number) {}

  add(p: P): void {
    this.kept.push({ p, n: this.total++ });
    if (p.skipped) this.skipped++;
    if (this.kept.length >= this.limit * 2) this.cut();
  }

  /** The first `limit` problems by row, in row order (stable). */
  first(): P[] {
    this.cut();
    return this.kept.map((k) => k.p);
  }

  private cut(): void {
    this.kept.sort((a, b) => (a.p.row ?? 0) - (b.p.row ?? 0) || a.n - b.n);
    if (this.kept.length > this.limit) this.kept.length = this.limit;
  }
}

/** Two kept lists (each in row order) as one, `a`'s first on equal rows, cut at `limit`. */
export function mergeByRow<P extends { row: number | null }>(a: P[], b: P[], limit: number): P[] {
  return [...a, ...b].sort((x, y) => (x.row ?? 0) - (y.row ?? 0)).slice(0, limit);
}
