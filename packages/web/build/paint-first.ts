/**
 * Vite plugin: the built index.html fetches no JavaScript or app CSS until the static shell has
 * been painted. The module entry, its `modulepreload` links and the app stylesheet's preload
 * (build/async-css.ts) leave `<head>` for a small inline loader at the end of `<body>`, which adds
 * them once the shell's first frame is out. Without it a fast network delivers the entry before
 * the first frame and the browser evaluates it (a long task on a phone) before painting the
 * shell it already has; with it the first paint waits for the HTML only. The server allows the
 * loader by its hash like the shell's other inline scripts (`inlineScriptHashes`).
 */
import type { Plugin } from 'vite';
import { APP_CSS_ATTR } from './async-css';

/** What the loader adds, in order: the app CSS preloads, the modulepreloads, then the entry. */
export interface EntryTags {
  css: string[];
  preload: string[];
  entry: string;
}

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const CSS = new RegExp(`\\s*<link rel="preload" as="style" crossorigin href="([^"]+)" ${APP_CSS_ATTR}>`, 'g');

/** Takes the entry's tags out of the html; answers what was taken and the html left. */
export function takeEntryTags(html: string): { tags: EntryTags; rest: string } {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('paint-first: no module entry in index.html');
  const css = [...html.matchAll(CSS)].map((m) => m[1] as string);
  const preload = [...html.matchAll(PRELOAD)].map((m) => m[1] as string);
  const rest = html.replace(ENTRY, '').replace(PRELOAD, '').replace(CSS, '');
  return { tags: { css, preload, entry }, rest };
}

/**
 * The loader. requestAnimationFrame runs just before the first frame is painted and the task it
 * queues just after; a tab opened in the background paints no frame, so a timer starts the app
 * there too. Written as plain ES2017 text: it runs untranspiled.
 */
export function loaderScript(tags: EntryTags): string {
  return `
      (() => {
        document.currentScript.remove();
        const T = ${JSON.stringify(tags)};
        let started = false;
        const add = (tag, props, attr) => {
          const node = Object.assign(document.createElement(tag), { crossOrigin: "" }, props);
          if (attr) node.setAttribute(attr, "");
          document.head.append(node);
        };
        const start = () => {
          if (started) return;
          started = true;
          for (const href of T.css) add("link", { rel: "preload", as: "style", href }, "${APP_CSS_ATTR}");
          for (const href of T.preload) add("link", { rel: "modulepreload", href });
          add("script", { type: "module", src: T.entry });
        };
        requestAnimationFrame(() => setTimeout(start, 0));
        setTimeout(start, 1000);
      })();
    `;
}

export function paintFirstPlugin(): Plugin {
  return {
    name: 'qfl:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const { tags, rest } = takeEntryTags(html);
        return rest.replace(/\n?\s*<\/body>/, `\n    <script>${loaderScript(tags)}</script>\n  </body>`);
      },
    },
  };
}
