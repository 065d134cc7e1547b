import { describe, expect, it } from 'vitest';
import { parsePlayerLink, playerHref } from './paths';

const back = (href: string) => parsePlayerLink(new URLSearchParams(href.split('?')[1] ?? ''));

describe('player links', () => {
  it('round-trip every source', () => {
    expect(back(playerHref({ source: 'book', book: 4, groups: [1, 3] }))).toEqual({ source: 'book', book: 4, groups: [1, 3] });
    expect(back(playerHref({ source: 'book', book: 4 }))).toEqual({ source: 'book', book: 4 });
    expect(back(playerHref({ source: 'today' }))).toEqual({ source: 'today' });
    expect(back(playerHref({ source: 'new-words' }))).toEqual({ source: 'new-words' });
    expect(back(playerHref({ playlist: 9 }))).toEqual({ playlist: 9 });
    expect(playerHref()).toBe('/pages/player/turbo');
  });
  it('ignore what names nothing valid', () => {
    expect(back('/pages/player/turbo?source=book')).toBeNull();
    expect(back('/pages/player/turbo?source=book&book=-1')).toBeNull();
    expect(back('/pages/player/turbo?source=radio')).toBeNull();
    expect(back('/pages/player/turbo?source=book&book=2&groups=0,x,2')).toEqual({ source: 'book', book: 2, groups: [0, 2] });
  });
});
