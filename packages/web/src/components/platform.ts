/** Platform facts the custom navigation bar needs: Android or not, and the status bar height. */
import { navBarHeight } from '@qfl/core';

export type Platform = 'android' | 'ios' | 'other';

export function detectPlatform(userAgent: string = navigator.userAgent): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'other';
}

let cachedTop: number | null = null;

/** The status bar height, read from `env(safe-area-inset-top)` (0 in ordinary browsers). */
export function statusBarHeight(): number {
  if (cachedTop !== null) return cachedTop;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:fixed;visibility:hidden;padding-top:env(safe-area-inset-top, 0px)';
  document.body.appendChild(probe);
  cachedTop = Number.parseFloat(getComputedStyle(probe).paddingTop) || 0;
  probe.remove();
  return cachedTop;
}

export function navBarMetrics(): { top: number; height: number } {
  const top = statusBarHeight();
  return { top, height: navBarHeight(top, detectPlatform()) };
}
