/** The built index.html fetches the app only after the static shell's first frame (build/paint-first.ts). */
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { bootStageFiles, loaderScript, takeEntryTags } from '../../build/paint-first';

// index.html's head as Vite writes it after build/async-css.ts.
const built = `<head>
    <style>.shell{}</style>
    <script type="module" crossorigin src="./assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="./assets/store-C3.js">
    <link rel="preload" as="style" crossorigin href="./assets/index-D4.css" data-app-css>
  <link rel="manifest" href="./manifest.webmanifest"></head>
  <body><div id="root"></div></body>`;

interface FakeNode {
  tag: string;
  attrs: Record<string, string>;
  [prop: string]: unknown;
}

/** Runs the loader against a minimal document: answers what it appended and how to advance time. */
function runLoader(script: string) {
  const appended: FakeNode[] = [];
  let frame: (() => void) | undefined;
  const timers: (() => void)[] = [];
  const document = {
    currentScript: { remove: () => undefined },
    head: { append: (node: FakeNode) => appended.push(node) },
    createElement: (tag: string): FakeNode => ({
      tag,
      attrs: {},
      setAttribute(this: FakeNode, name: string, value: string) {
        this.attrs[name] = value;
      },
    }),
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', script)(
    document,
    (cb: () => void) => {
      frame = cb;
    },
    (cb: () => void) => timers.push(cb),
  );
  return { appended, frame: () => frame?.(), timers };
}

describe('paint-first', () => {
  it('takes the entry, its module preloads and the app CSS out of the head, keeping the rest', () => {
    const { tags, rest } = takeEntryTags(built);
    expect(tags).toEqual({
      entry: './assets/index-A1.js',
      preload: ['./assets/react-B2.js', './assets/store-C3.js'],
      css: ['./assets/index-D4.css'],
    });
    expect(rest).not.toMatch(/<script|modulepreload|data-app-css/);
    expect(rest).toContain('<link rel="manifest"');
    expect(rest).toContain('<style>.shell{}</style>');
  });

  it('refuses a page without a module entry', () => {
    expect(() => takeEntryTags('<head></head><body></body>')).toThrow(/no module entry/);
  });

  it('adds nothing before the first frame, then the CSS preload, the module preloads and the entry, once', () => {
    const { tags } = takeEntryTags(built);
    const run = runLoader(loaderScript(tags));
    // Only the hidden-tab fallback timer is waiting; nothing is fetched yet.
    expect(run.appended).toEqual([]);
    expect(run.timers).toHaveLength(1);
    run.frame();
    // The frame queues the start as the task after the paint.
    expect(run.appended).toEqual([]);
    run.timers[1]?.();
    expect(run.appended.map((n) => [n.tag, n.rel ?? n.type, n.href ?? n.src, n.crossOrigin])).toEqual([
      ['link', 'preload', './assets/index-D4.css', ''],
      ['link', 'modulepreload', './assets/react-B2.js', ''],
      ['link', 'modulepreload', './assets/store-C3.js', ''],
      ['script', 'module', './assets/index-A1.js', ''],
    ]);
    expect(run.appended[0]?.as).toBe('style');
    expect(run.appended[0]?.attrs).toEqual({ 'data-app-css': '' });
    // The fallback timer later adds nothing twice.
    run.timers[0]?.();
    expect(run.appended).toHaveLength(4);
  });

  it('starts a tab that never paints (opened in the background) from the fallback timer', () => {
    const run = runLoader(loaderScript(takeEntryTags(built).tags));
    run.timers[0]?.();
    expect(run.appended.map((n) => n.tag)).toEqual(['link', 'link', 'link', 'script']);
  });

  it('preloads the boot stages after the entry', () => {
    const { tags } = takeEntryTags(built);
    const run = runLoader(loaderScript({ ...tags, stages: ['./assets/react-dom-E5.js', './assets/app-F6.js'] }));
    run.timers[0]?.();
    expect(run.appended).toHaveLength(4);
    // In the task after the entry's.
    run.timers[1]?.();
    expect(run.appended.slice(3).map((n) => [n.tag, n.rel ?? n.type, n.href ?? n.src])).toEqual([
      ['script', 'module', './assets/index-A1.js'],
      ['link', 'modulepreload', './assets/react-dom-E5.js'],
      ['link', 'modulepreload', './assets/app-F6.js'],
    ]);
  });
});

describe('bootStageFiles', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
    ({ type: 'chunk', fileName, facadeModuleId, imports, dynamicImports: [] }) as unknown as Rollup.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', '/w/packages/web/src/app/main.tsx', ['assets/react.js']),
      chunk('assets/react.js', null),
      chunk('assets/react-dom.js', '/w/packages/web/src/app/boot/react-dom.ts', ['assets/client.js', 'assets/react.js']),
      chunk('assets/client.js', null, ['assets/index.js']),
      chunk('assets/app.js', '/w/packages/web/src/app/boot/app.tsx', ['assets/client.js', 'assets/routes.js']),
      chunk('assets/routes.js', null),
      chunk('assets/LoginPage.js', '/w/packages/web/src/features/login/LoginPage.tsx', ['assets/form.js']),
      chunk('assets/form.js', null),
    ].map((c) => [c.fileName, c]),
  ) as Rollup.OutputBundle;
  const entry = {
    fileName: 'assets/index.js',
    imports: ['assets/react.js'],
    dynamicImports: ['assets/react-dom.js', 'assets/app.js', 'assets/LoginPage.js'],
  };

  it("lists the stages' chunks and their imports once, dependencies first, without the entry's own or other lazy chunks", () => {
    expect(bootStageFiles(entry, bundle)).toEqual(['assets/client.js', 'assets/react-dom.js', 'assets/routes.js', 'assets/app.js']);
  });

  it('lists nothing when the entry has no boot stages', () => {
    expect(bootStageFiles({ ...entry, dynamicImports: ['assets/LoginPage.js'] }, bundle)).toEqual([]);
  });
});
