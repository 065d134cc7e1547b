/** The circle pages (spec: /pages/circle/index) and the built-in location pages (issue 13). */
export const CIRCLE_PATHS = {
  index: '/pages/circle/index',
  post: '/pages/circle/post',
  mine: '/pages/circle/mine',
  chooseLocation: '/pages/location/choose-location',
  openLocation: '/pages/location/open-location',
} as const;
