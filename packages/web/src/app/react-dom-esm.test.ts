/** React DOM's client as an ES module in the production build (build/react-dom-esm.ts). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientAsModule, DEPENDENCIES } from '../../build/react-dom-esm';

const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
const client = readFileSync(join(reactDom, 'cjs', 'react-dom-client.production.js'), 'utf8');

describe('clientAsModule', () => {
  it("turns the installed React DOM's requires into imports and its exports into exports", () => {
    const out = clientAsModule(client);
    for (const [name, spec] of DEPENDENCIES) expect(out).toContain(`\nimport * as ${name} from ${JSON.stringify(spec)};`);
    for (const name of ['createRoot', 'hydrateRoot', 'version']) expect(out).toContain(`\nexport const ${name} = `);
    expect(out).not.toMatch(/\brequire\(|\bexports\./);
    // Everything else is React's own text.
    expect(out.length - client.length).toBeLessThan(100);
  });

  it('fails the build when a release changes the shape it converts', () => {
    expect(() => clientAsModule(client.replace('Scheduler = require', 'Scheduler = requireModule'))).toThrow(/requires/);
    expect(() => clientAsModule(client.replace('\nexports.version = ', '\nexports.release = '))).toThrow(/exports\.version/);
    expect(() => clientAsModule(`${client}\nmodule.exports.extra = 1;`)).toThrow(/CommonJS left/);
  });
});
