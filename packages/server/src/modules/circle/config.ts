/**
 * The location pages' map: only when MAP_TILE_URL names a tile server that works offline (an
 * intranet or same-origin tile server, a template with {z}, {x} and {y}); otherwise the pages show
 * coordinates and a place name. The default point is the spec's (39.909, 116.39742).
 */
import { type CircleConfig, DEFAULT_MAP_POINT } from '@qfl/core';

export function mapTileUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.MAP_TILE_URL?.trim();
  if (!url) return null;
  if (!['{z}', '{x}', '{y}'].every((p) => url.includes(p))) return null;
  if (!/^(https?:\/\/|\/)/.test(url)) return null;
  return url;
}

export function circleConfig(env: NodeJS.ProcessEnv = process.env): CircleConfig {
  return { mapTileUrl: mapTileUrl(env), defaultPoint: { lat: DEFAULT_MAP_POINT.latitude, lng: DEFAULT_MAP_POINT.longitude } };
}
