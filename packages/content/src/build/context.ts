/**
 * Build context: where the upstream sources are, which ones to skip, and a `use` helper that runs a
 * source loader, logs a warning when the source is missing and lets the build go on without it.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceCredit } from '../types.js';
import { CREDITS } from './credits.js';

const here = dirname(fileURLToPath(import.meta.url));
export const PACKAGE_DIR = resolve(here, '../..');
export const DEFAULT_OUT_DIR = join(PACKAGE_DIR, 'data');
const require = createRequire(import.meta.url);

export class MissingSource extends Error {}

export interface BuildOptions {
  outDir: string;
  sharedData: string;
  skip: Set<string>;
  log: (msg: string) => void;
}

export class BuildContext {
  readonly credits = new Map<string, SourceCredit>(CREDITS.map((c) => [c.name, { ...c }]));
  constructor(readonly opts: BuildOptions) {}

  log(msg: string): void {
    this.opts.log(msg);
  }

  /** A file under the shared open-data folder; throws MissingSource when absent. */
  shared(rel: string): string {
    return this.file(join(this.opts.sharedData, rel));
  }

  file(path: string): string {
    if (!existsSync(path)) throw new MissingSource(`missing ${path}`);
    return path;
  }

  /** Folder of an installed npm package. */
  pkgDir(name: string): string {
    try {
      return dirname(require.resolve(`${name}/package.json`));
    } catch {
      // Packages whose `exports` hide package.json: resolve the entry point, walk up to the package root.
      try {
        let dir = dirname(fileURLToPath(import.meta.resolve(name)));
        while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
        return dir;
      } catch {
        throw new MissingSource(`npm package ${name} not installed`);
      }
    }
  }

  /** Runs a source loader; a skipped or missing source yields null and a warning. */
  use<T>(name: string, load: () => T): T | null {
    const credit = this.credits.get(name);
    if (!credit) throw new Error(`unknown source ${name}`);
    if (this.opts.skip.has(name)) {
      credit.status = 'skipped';
      this.log(`[skip] ${name}`);
      return null;
    }
    const t0 = Date.now();
    try {
      const v = load();
      credit.status = 'used';
      this.log(`[source] ${name} ${Date.now() - t0} ms`);
      return v;
    } catch (e) {
      if (!(e instanceof MissingSource) && (e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      credit.status = 'missing';
      this.log(`[warn] source ${name} unavailable (${(e as Error).message}); building without it`);
      return null;
    }
  }
}

export function defaultSharedData(): string {
  return process.env.QFL_SHARED_DATA ?? resolve(PACKAGE_DIR, '../../../shared/data');
}
