/** A QR code (uqr) drawn as one SVG path: each dark module is a 1×1 square. */
import { useMemo } from 'react';
import { encode } from 'uqr';

export function ShareQr({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(text, { border: 2 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, size: qr.size };
  }, [text]);
  return (
    <svg
      className="friends-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid="friends-qr"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The absolute link a scanned code opens: the user card by share code. */
export function shareLink(code: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#/pages/social/user?code=${encodeURIComponent(code)}`;
}
