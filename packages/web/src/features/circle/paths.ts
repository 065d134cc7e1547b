/** The circle pages (spec: /pages/circle/index) and the built-in location pages (issue 13). */
export const CIRCLE_PATHS = {
  index: '/pages/circle/index',
  post: '/pages/circle/post',
  mine: '/pages/circle/mine',
  chooseLocation: '/pages/location/choose-location',
  openLocation: '/pages/location/open-location',
} as const;

/** The open-location page showing a place (name and coordinates in the query). */
export function openLocationPath(place: { name: string; lat: number; lng: number }): string {
  const q = new URLSearchParams({ name: place.name, lat: String(place.lat), lng: String(place.lng) });
  return `${CIRCLE_PATHS.openLocation}?${q.toString()}`;
}
