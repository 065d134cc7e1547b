/**
 * Vite plugin: the built index.html fetches no JavaScript or app CSS until the static shell has
 * been painted. The module entry, its `modulepreload` links and the app stylesheet's preload
 * (build/async-css.ts) leave `<head>` for a small inline loader at the end of `<body>`, which adds
 * them once the shell's first frame is out. Without it a fast network delivers the entry before
 * the first frame and the browser evaluates it (a long task on a phone) before painting the
 * shell it already has; with it the first paint waits for the HTML only. The loader also
 * preloads the chunks of main.tsx's boot stages (the modules it imports one after another), so
 * the staged start waits for no further round trips. The server allows the loader by its hash
 * like the shell's other inline scripts (`inlineScriptHashes`).
 */
import type { Plugin, Rollup } from 'vite';
import { APP_CSS_ATTR } from './async-css';

/**
 * What the loader adds, in order: the app CSS preloads, the modulepreloads, the entry, then the
 * modulepreloads of main.tsx's boot stages (`stages`, see bootStageFiles).
 */
export interface EntryTags {
  css: string[];
  preload: string[];
  entry: string;
  stages?: string[];
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
          // A task of its own: each added link starts a fetch, ~1 ms of main thread on a slow phone.
          setTimeout(() => {
            for (const href of T.stages || []) add("link", { rel: "modulepreload", href });
          }, 0);
        };
        requestAnimationFrame(() => setTimeout(start, 0));
        setTimeout(start, 1000);
      })();
    `;
}

/** Where main.tsx's boot stages live: modules it imports dynamically, one after another. */
const BOOT_STAGE = /[\\/]src[\\/]app[\\/]boot[\\/]/;

/**
 * The chunks of the entry's boot stages and everything they import, in stage order, that the
 * entry does not already import: fetched with the entry, so awaiting one stage after another
 * costs no round trips.
 */
export function bootStageFiles(
  entry: Pick<Rollup.OutputChunk, 'fileName' | 'imports' | 'dynamicImports'>,
  bundle: Rollup.OutputBundle,
): string[] {
  const seen = new Set<string>([entry.fileName, ...entry.imports]);
  const files: string[] = [];
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    for (const dep of chunk.imports) visit(dep);
    files.push(file);
  };
  for (const file of entry.dynamicImports) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk' && chunk.facadeModuleId && BOOT_STAGE.test(chunk.facadeModuleId)) visit(file);
  }
  return files;
}

export function paintFirstPlugin(): Plugin {
  return {
    name: 'qfl:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const { tags, rest } = takeEntryTags(html);
        if (ctx.chunk && ctx.bundle) tags.stages = bootStageFiles(ctx.chunk, ctx.bundle).map((file) => `./${file}`);
        return rest.replace(/\n?\s*<\/body>/, `\n    <script>${loaderScript(tags)}</script>\n  </body>`);
      },
    },
  };
}
