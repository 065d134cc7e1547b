import { describe, expect, it } from 'vitest';
import { latToY, lngToX, tilesAround, tileUrl, xToLng, yToLat } from './tile-map';

describe('tile math', () => {
  it('goes from a point to pixels and back', () => {
    const x = lngToX(116.39742, 15);
    const y = latToY(39.909, 15);
    expect(xToLng(x, 15)).toBeCloseTo(116.39742, 6);
    expect(yToLat(y, 15)).toBeCloseTo(39.909, 6);
    expect(lngToX(-180, 3)).toBe(0);
    expect(latToY(0, 1)).toBeCloseTo(256, 6);
  });

  it('covers the view with tiles and fills the template', () => {
    const { tiles } = tilesAround(39.909, 116.39742, 15, 300, 200);
    expect(tiles.length).toBeGreaterThanOrEqual(4);
    expect(tiles.every((t) => t.left > -256 && t.left < 300 && t.top > -256 && t.top < 200)).toBe(true);
    expect(tileUrl('/tiles/{z}/{x}/{y}.png', 15, 1, 2)).toBe('/tiles/15/1/2.png');
  });
});
