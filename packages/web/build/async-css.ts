/**
 * Vite plugin: the built index.html's stylesheets stop blocking the first paint. The static
 * shell is styled inline, so the browser can paint it as soon as the HTML arrives; the app's
 * CSS is fetched at once (`rel=preload`, high priority) and applied by main.tsx
 * (`applyAppStyles`) before React renders, so the app itself never shows unstyled.
 */
import type { Plugin } from 'vite';

export const APP_CSS_ATTR = 'data-app-css';

export function asyncCssPlugin(): Plugin {
  return {
    name: 'qfl:async-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<link rel="stylesheet"([^>]*)>/g, `<link rel="preload" as="style"$1 ${APP_CSS_ATTR}>`),
    },
  };
}
