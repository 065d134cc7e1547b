/** Chart colours and fonts from the app's CSS variables (global.css), read when a chart is drawn. */

function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** `#rrggbb` (or `rgb(r, g, b)`) with an alpha, for fills and heat levels. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const n = Number.parseInt(hex, 16);
    return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(color)?.[1];
  if (rgb) {
    const [r, g, b] = rgb.split(/[\s,/]+/);
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  return color;
}

export interface ChartTheme {
  primary: string;
  text: string;
  muted: string;
  line: string;
  card: string;
  font: string;
}

export function chartTheme(): ChartTheme {
  return {
    primary: cssVar('--app-primary', '#1466e8'),
    text: cssVar('--app-text', '#1f2329'),
    muted: cssVar('--app-muted', '#646a73'),
    line: cssVar('--app-line', '#eceef2'),
    card: cssVar('--app-card', '#ffffff'),
    font: cssVar('--adm-font-family', 'sans-serif'),
  };
}
