import { describe, expect, it } from 'vitest';
import { circleConfig, mapTileUrl } from './config.js';

describe('MAP_TILE_URL', () => {
  it('is a same-origin tile template with {z}, {x} and {y}; anything else means no map', () => {
    expect(mapTileUrl({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' })).toBe('/tiles/{z}/{x}/{y}.png');
    expect(mapTileUrl({ MAP_TILE_URL: 'http://tiles.lan/{z}/{x}/{y}.png' })).toBeNull();
    expect(mapTileUrl({ MAP_TILE_URL: '//tiles.lan/{z}/{x}/{y}.png' })).toBeNull();
    expect(mapTileUrl({})).toBeNull();
    expect(mapTileUrl({ MAP_TILE_URL: ' ' })).toBeNull();
    expect(mapTileUrl({ MAP_TILE_URL: 'http://tiles.lan/{z}/{x}.png' })).toBeNull();
    expect(mapTileUrl({ MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toBeNull();
    expect(circleConfig({}).defaultPoint).toEqual({ lat: 39.909, lng: 116.39742 });
  });
});
