/** Toasts with the spec's duration (1500 ms). The one place that calls antd-mobile Toast. */
import { TOAST_DURATION_MS } from '@qfl/core';
import Toast from 'antd-mobile/es/components/toast';

export function toast(message: string): void {
  Toast.show({ content: message, duration: TOAST_DURATION_MS });
}

/** A loading toast that stays until the next toast replaces it. */
export function toastLoading(message: string): void {
  Toast.show({ icon: 'loading', content: message, duration: 0, maskClickable: false });
}
