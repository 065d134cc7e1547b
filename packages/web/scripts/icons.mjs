/**
 * Renders the app icons (PNG) from the bar-chart logo with headless Chromium, once; the PNGs
 * are committed under public/ so the build needs no browser. Re-run after changing the logo:
 * node packages/web/scripts/icons.mjs
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = fileURLToPath(new URL('../public/', import.meta.url));
const bars =
  '<g fill="#fff"><rect x="9" y="27" width="8" height="12" rx="2"/><rect x="20" y="19" width="8" height="20" rx="2"/><rect x="31" y="10" width="8" height="29" rx="2"/></g>';
const grad =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1677ff"/><stop offset="1" stop-color="#4f7fff"/></linearGradient></defs>';
// "any" icons: a rounded square. Maskable and Apple icons: full bleed (the platform crops),
// the bars shrunk into the 80 % safe zone.
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${grad}<rect width="48" height="48" rx="11" fill="url(#g)"/>${bars}</svg>`;
const bleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${grad}<rect width="48" height="48" fill="url(#g)"/><g transform="translate(24 24) scale(0.72) translate(-24 -24.5)">${bars}</g></svg>`;

const icons = [
  ['favicon-32.png', rounded, 32],
  ['pwa-192.png', rounded, 192],
  ['pwa-512.png', rounded, 512],
  ['maskable-512.png', bleed, 512],
  ['apple-touch-icon.png', bleed, 180],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const [name, svg, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(join(out, name), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
