/** The audio URL: normalized text so equal words share the browser cache, voice only when given. */
import { describe, expect, it } from 'vitest';
import { audioUrl, speechText } from './audio-url';

describe('audioUrl', () => {
  it('builds GET /api/audio with the normalized text', () => {
    expect(audioUrl('  good   morning ', 'en', undefined, '')).toBe('/api/audio?text=good+morning&lang=en');
    expect(audioUrl('你好', 'zh', undefined, 'https://api.example.com/')).toBe(
      'https://api.example.com/api/audio?text=%E4%BD%A0%E5%A5%BD&lang=zh',
    );
    expect(audioUrl('tomato', 'en', 'en-gb', '')).toBe('/api/audio?text=tomato&lang=en&voice=en-gb');
  });

  it('normalizes like the server', () => {
    expect(speechText('cafe\u0301\u3000au lait')).toBe('café au lait');
  });
});
