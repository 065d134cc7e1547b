/** The text rules of /api/audio: trimming, length, control characters, something to say. */
import { describe, expect, it } from 'vitest';
import { MAX_AUDIO_TEXT_LENGTH, normalizeAudioText } from './audio-text.js';

describe('normalizeAudioText', () => {
  it('trims, collapses inner whitespace and NFC-normalizes', () => {
    expect(normalizeAudioText('  hello   world \u3000')).toBe('hello world');
    expect(normalizeAudioText('cafe\u0301')).toBe('café');
    expect(normalizeAudioText('你好')).toBe('你好');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(normalizeAudioText('𠮷'.repeat(MAX_AUDIO_TEXT_LENGTH))).not.toBeNull();
    expect(normalizeAudioText('a'.repeat(MAX_AUDIO_TEXT_LENGTH + 1))).toBeNull();
  });

  it('rejects empty, control characters and text with nothing to say', () => {
    for (const bad of ['', '   ', 'a\u0007b', 'line\nbreak', 'tab\there', 'x\u007f', '!!!', '。、']) {
      expect(normalizeAudioText(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
