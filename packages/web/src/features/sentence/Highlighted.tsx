/** A text with some UTF-16 ranges marked (the matched words of a search hit). */
import type { ReactNode } from 'react';

export function Highlighted({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="sentence-mark">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
