/**
 * Number formatting of the spec: badge counts cap at 99+; large numbers use
 * K (thousand) or W (wan, ten thousand) units.
 */
export function formatBadge(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.floor(count)));
}

function trim(n: number): string {
  return n.toFixed(1).replace(/\.0$/, '');
}

export function formatCount(count: number, unit: 'K' | 'W' = 'W'): string {
  const n = Math.floor(count);
  if (unit === 'K' && n >= 1000) return `${trim(n / 1000)}K`;
  if (unit === 'W' && n >= 10000) return `${trim(n / 10000)}W`;
  return String(n);
}
