/** Shared by the benchmarks: percentiles of timings, one report line, and a seeded generator. */
export const ms = (x: number, digits = 3) => `${x.toFixed(digits)} ms`;

export function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return { n: s.length, mean: s.reduce((a, b) => a + b, 0) / (s.length || 1), p50: at(0.5), p99: at(0.99), max: at(1) };
}

export const line = (name: string, x: ReturnType<typeof stats>, width = 34, digits = 3) =>
  `${name.padEnd(width)} n=${x.n}  mean ${ms(x.mean, digits)}  p50 ${ms(x.p50, digits)}  p99 ${ms(x.p99, digits)}  max ${ms(x.max, digits)}`;

/** Deterministic pseudo-random numbers (mulberry32), so every run uses the same data. */
export function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
