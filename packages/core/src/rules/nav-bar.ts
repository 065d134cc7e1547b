/** Custom navigation bar height: status bar plus 50 on Android, plus 45 elsewhere. */
import { NAV_BAR_EXTRA_ANDROID, NAV_BAR_EXTRA_OTHER } from '../constants.js';

export function navBarHeight(statusBarHeight: number, platform: 'android' | 'ios' | 'other'): number {
  return statusBarHeight + (platform === 'android' ? NAV_BAR_EXTRA_ANDROID : NAV_BAR_EXTRA_OTHER);
}
