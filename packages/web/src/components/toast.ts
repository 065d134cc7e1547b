/**
 * Toasts with the spec's duration (1500 ms). The one place that calls antd-mobile Toast,
 * loaded on the first toast: the login page shows none until the user acts, and Toast (with
 * its animation library) is main-thread work the first paint does not need. Every call goes
 * through the same promise, so toasts keep their order.
 */
import { TOAST_DURATION_MS } from '@qfl/core';

type ToastApi = typeof import('antd-mobile/es/components/toast').default;

let loading: Promise<ToastApi> | null = null;

/** Also called ahead of time (idle after start) so a toast raised offline still shows. */
export function loadToast(): Promise<ToastApi> {
  loading ??= import('antd-mobile/es/components/toast').then(
    (m) => m.default,
    (error: unknown) => {
      loading = null; // a failed chunk load may succeed later
      throw error;
    },
  );
  return loading;
}

function show(options: Parameters<ToastApi['show']>[0]): void {
  loadToast().then(
    (Toast) => Toast.show(options),
    (error: unknown) => console.warn('Toast unavailable', error),
  );
}

export function toast(message: string): void {
  show({ content: message, duration: TOAST_DURATION_MS });
}

/** A loading toast that stays until the next toast replaces it. */
export function toastLoading(message: string): void {
  show({ icon: 'loading', content: message, duration: 0, maskClickable: false });
}
