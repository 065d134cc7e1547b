import { UI_LANGS } from '@qfl/core';
import { describe, expect, it } from 'vitest';
import { PLAYLIST_TITLES } from './playlist-titles.js';

describe('playlist titles', () => {
  it.each(UI_LANGS)('%s names the new-words and today playlists', (lang) => {
    expect(PLAYLIST_TITLES[lang]['new-words'].trim()).not.toBe('');
    expect(PLAYLIST_TITLES[lang].today.trim()).not.toBe('');
  });
});
