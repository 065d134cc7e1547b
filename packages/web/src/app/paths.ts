/** Route paths (hash router). Kept apart from the route table so plain modules can link. */
export const PATHS = {
  home: '/',
  login: '/pages/login/login',
  settings: '/pages/settings/identity',
  study: '/pages/index/index',
  social: '/pages/social/index',
  info: '/pages/info/index',
  mine: '/pages/profile/index',
  personalCenter: '/pages/mine/mine',
  notFound: '/pages/404/404',
  account: '/pages/account/index',
  resetPassword: '/pages/login/reset',
} as const;

/** Navigation from outside React (API client, modals): the hash router follows the hash. */
export function goTo(path: string): void {
  const target = `#${path}`;
  if (window.location.hash !== target) window.location.hash = target;
}
