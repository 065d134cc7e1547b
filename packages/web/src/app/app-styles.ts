/**
 * Applies the stylesheets that index.html only preloads (see build/async-css.ts), in document
 * order, and resolves once they are in effect. In development Vite injects CSS itself and
 * there are none: resolves at once.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-app-css]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((done) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          // A failed stylesheet must not keep the app from starting.
          sheet.onload = () => done();
          sheet.onerror = () => done();
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
