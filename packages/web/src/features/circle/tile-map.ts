/** Web-Mercator tile math for the optional map (slippy-map tiles, 256 px). Pure. */
export const TILE = 256;

export function lngToX(lng: number, zoom: number): number {
  return ((lng + 180) / 360) * 2 ** zoom * TILE;
}

export function latToY(lat: number, zoom: number): number {
  const r = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** zoom * TILE;
}

export function xToLng(x: number, zoom: number): number {
  return (x / (2 ** zoom * TILE)) * 360 - 180;
}

export function yToLat(y: number, zoom: number): number {
  const n = Math.PI - (2 * Math.PI * y) / (2 ** zoom * TILE);
  return (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
}

export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

/** Tiles covering a width × height view centred on a point, with their pixel offsets in the view. */
export function tilesAround(lat: number, lng: number, zoom: number, width: number, height: number) {
  const cx = lngToX(lng, zoom);
  const cy = latToY(lat, zoom);
  const left = cx - width / 2;
  const top = cy - height / 2;
  const max = 2 ** zoom;
  const tiles: { x: number; y: number; left: number; top: number }[] = [];
  for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) {
    for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + height) / TILE); ty++) {
      if (ty < 0 || ty >= max) continue;
      tiles.push({ x: ((tx % max) + max) % max, y: ty, left: tx * TILE - left, top: ty * TILE - top });
    }
  }
  return { tiles, left, top };
}
