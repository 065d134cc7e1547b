/**
 * Platform facts the custom navigation bar needs: Android or not, and the status bar height.
 * Measured once, on first use (never at import), then remembered: measuring appends a probe
 * to <body> and forces a layout.
 */
import { navBarHeight } from '@qfl/core';

type Platform = 'android' | 'ios' | 'other';

function detectPlatform(userAgent: string): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'other';
}

/** The status bar height, read from `env(safe-area-inset-top)` (0 in ordinary browsers). */
function measureStatusBar(): number {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:fixed;visibility:hidden;padding-top:env(safe-area-inset-top, 0px)';
  document.body.appendChild(probe);
  const top = Number.parseFloat(getComputedStyle(probe).paddingTop) || 0;
  probe.remove();
  return top;
}

interface NavBarMetrics {
  top: number;
  height: number;
}

let cached: NavBarMetrics | null = null;

export function navBarMetrics(): NavBarMetrics {
  if (!cached) {
    const top = measureStatusBar();
    cached = { top, height: navBarHeight(top, detectPlatform(navigator.userAgent)) };
  }
  return cached;
}
