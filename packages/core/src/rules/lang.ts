/** Whether a value names one of the five languages (learning, native and UI languages alike). */
import { LANGS, type Lang } from '../constants.js';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
