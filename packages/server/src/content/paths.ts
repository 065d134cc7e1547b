/** Default location of the built content: packages/content/data, resolved relative to this file. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../content/data');
