/** The stored voice choice: validated reads, only non-default choices written, storage failures tolerated. */
import { describe, expect, it } from 'vitest';
import { parseVoicePreferences, readVoicePreferences, VOICE_STORAGE_KEY, withSource, writeVoicePreferences } from './voice-preference';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('voice preference', () => {
  it('keeps only known languages with known sources', () => {
    expect(parseVoicePreferences('{"en":"device","zh":"server","fr":"device","ja":"robot","ko":1}')).toEqual({
      en: 'device',
      zh: 'server',
    });
  });

  it('treats junk as no preference', () => {
    for (const raw of [null, '', 'not json', '[]', '"device"', 'null', '42']) expect(parseVoicePreferences(raw)).toEqual({});
  });

  it('stores non-default choices only and removes the key when nothing is left', () => {
    const store = memoryStore();
    let prefs = withSource({}, 'en', 'device');
    writeVoicePreferences(prefs, store);
    expect(store.data.get(VOICE_STORAGE_KEY)).toBe('{"en":"device"}');
    expect(readVoicePreferences(store)).toEqual({ en: 'device' });
    prefs = withSource(prefs, 'en', 'server');
    writeVoicePreferences(prefs, store);
    expect(store.data.has(VOICE_STORAGE_KEY)).toBe(false);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(readVoicePreferences(broken)).toEqual({});
    expect(() => writeVoicePreferences({ ja: 'device' }, broken)).not.toThrow();
  });
});
