/**
 * Navigation that never fails silently: a navigation that throws (a bad target, a router in a
 * broken state) toasts "page navigation failed" and leaves the user where they are.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateOptions, useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast';

export function useSafeNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (to, options) => {
      try {
        const pending = navigate(to, options);
        if (pending instanceof Promise) pending.catch(() => toast(t('homes.messages.navigationFailed')));
      } catch (error) {
        console.error('Navigation failed', error);
        toast(t('homes.messages.navigationFailed'));
      }
    },
    [navigate, t],
  );
}
