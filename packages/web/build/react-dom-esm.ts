/**
 * Vite plugin (production build): React DOM's client as an ES module. React ships it as
 * CommonJS only, which the bundler wraps in one function (178 KB minified) that runs when the
 * module is first imported. The browser compiles that function on the main thread at its first
 * call, all of it at once, and under DevTools or Lighthouse tracing it is parsed a second time to
 * collect its source positions: 40-60 ms in one task of the login page's start (measured, see
 * the README), where as module code it is compiled with the script (off the main thread for a
 * streamed script) and each inner function only when first called.
 *
 * The conversion is textual and checked: the production file's three `require`s become imports
 * and its three `exports.` assignments become exports; if a React release changes that shape the
 * build fails here instead of shipping a broken bundle. Development keeps React's own files.
 */
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const CLIENT_FILE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** The client file's dependencies (its local name, the package), as data: React DOM's, not ours. */
export const DEPENDENCIES = [
  ['Scheduler', 'scheduler'],
  ['React', 'react'],
  ['ReactDOM', 'react-dom'],
] as const;
const REQUIRES = `var ${DEPENDENCIES.map(([name, spec]) => `${name} = require(${JSON.stringify(spec)})`).join(',\n  ')};`;
const IMPORTS = DEPENDENCIES.map(([name, spec]) => `import * as ${name} from ${JSON.stringify(spec)};`).join('\n');
const EXPORTS = ['createRoot', 'hydrateRoot', 'version'];

/** The production client file as an ES module; throws when its shape is not the expected one. */
export function clientAsModule(code: string): string {
  if (!code.includes(REQUIRES)) throw new Error('react-dom-esm: the client file no longer starts with its three requires');
  let out = code.replace(REQUIRES, IMPORTS);
  for (const name of EXPORTS) {
    const assignment = `\nexports.${name} = `;
    if (out.split(assignment).length !== 2) throw new Error(`react-dom-esm: expected one \`exports.${name} =\``);
    out = out.replace(assignment, `\nexport const ${name} = `);
  }
  if (/\b(?:exports|module)\.|\brequire\(/.test(out)) throw new Error('react-dom-esm: CommonJS left in the client file');
  return out;
}

export function reactDomEsmPlugin(): Plugin {
  return {
    name: 'qfl:react-dom-esm',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-dom/client') return null;
      const wrapper = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!wrapper) return null;
      // react-dom/client.js only picks the production or development file by NODE_ENV.
      return join(dirname(wrapper.id), 'cjs', 'react-dom-client.production.js');
    },
    transform(code, id) {
      if (!CLIENT_FILE.test(id)) return null;
      return { code: clientAsModule(code), map: null };
    },
  };
}
