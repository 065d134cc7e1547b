/**
 * Character diff for display: the longest common subsequence of the expected and the given text
 * (by code point), as runs. `same` = typed right; `missing` = expected but not typed; `extra` =
 * typed but not expected; `wrong` = a run typed in place of another (a missing run next to an extra one).
 */

export interface DictationDiffOp {
  op: 'same' | 'missing' | 'extra' | 'wrong';
  expected?: string;
  got?: string;
}

type Step = { op: 'same' | 'missing' | 'extra'; ch: string };

/** Longest texts diffed character by character; longer ones compare as one run (never more than 1 M cells). */
export const DIFF_MAX_CHARS = 1000;

export function lcsDiff(expected: string, given: string): DictationDiffOp[] {
  const a = Array.from(expected);
  const b = Array.from(given);
  if (a.length > DIFF_MAX_CHARS || b.length > DIFF_MAX_CHARS) {
    return expected === given ? [{ op: 'same', expected }] : [{ op: 'wrong', expected, got: given }];
  }
  const n = a.length;
  const m = b.length;
  // lengths[i][j] = LCS of a[i..] and b[j..], one flat array.
  const w = m + 1;
  const lengths = new Uint16Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * w + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * w + j + 1] as number) + 1
          : Math.max(lengths[(i + 1) * w + j] as number, lengths[i * w + j + 1] as number);
    }
  }
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      steps.push({ op: 'same', ch: a[i] as string });
      i++;
      j++;
    } else if ((lengths[(i + 1) * w + j] as number) >= (lengths[i * w + j + 1] as number)) {
      steps.push({ op: 'missing', ch: a[i++] as string });
    } else {
      steps.push({ op: 'extra', ch: b[j++] as string });
    }
  }
  while (i < n) steps.push({ op: 'missing', ch: a[i++] as string });
  while (j < m) steps.push({ op: 'extra', ch: b[j++] as string });
  return toRuns(steps);
}

function toRuns(steps: Step[]): DictationDiffOp[] {
  const out: DictationDiffOp[] = [];
  let k = 0;
  while (k < steps.length) {
    const op = (steps[k] as Step).op;
    if (op === 'same') {
      let s = '';
      while (k < steps.length && (steps[k] as Step).op === 'same') s += (steps[k++] as Step).ch;
      out.push({ op: 'same', expected: s });
      continue;
    }
    // A stretch of changes: missing and extra characters until the next same one.
    let missing = '';
    let extra = '';
    while (k < steps.length && (steps[k] as Step).op !== 'same') {
      const st = steps[k++] as Step;
      if (st.op === 'missing') missing += st.ch;
      else extra += st.ch;
    }
    if (missing && extra) out.push({ op: 'wrong', expected: missing, got: extra });
    else if (missing) out.push({ op: 'missing', expected: missing });
    else out.push({ op: 'extra', got: extra });
  }
  return out;
}
