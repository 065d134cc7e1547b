/**
 * The location pages' map: only when MAP_TILE_URL names a tile source that works offline — a
 * same-origin path template with {z}, {x} and {y} (e.g. `/tiles/{z}/{x}/{y}.png`, served by the
 * reverse proxy in front of the app from a local tile store). The app's CSP allows images from its
 * own origin only, so another origin is refused here rather than drawing a map of broken tiles.
 * Without it the pages show coordinates and a place name. The default point is the spec's.
 */
import { type CircleConfig, DEFAULT_MAP_POINT } from '@qfl/core';

export function mapTileUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.MAP_TILE_URL?.trim();
  if (!url) return null;
  if (!['{z}', '{x}', '{y}'].every((p) => url.includes(p))) return null;
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return url;
}

export function circleConfig(env: NodeJS.ProcessEnv = process.env): CircleConfig {
  return { mapTileUrl: mapTileUrl(env), defaultPoint: { lat: DEFAULT_MAP_POINT.latitude, lng: DEFAULT_MAP_POINT.longitude } };
}
