/** Global "calls in flight" bar at the top; shown only once a call has lasted 200 ms. */
import { ASYNC_DELAY_MS } from '@qfl/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivity } from '../api/activity';

export function LoadingIndicator() {
  const { t } = useTranslation();
  const busy = useActivity((s) => s.inFlight > 0);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), ASYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return <div className="global-loading" role="progressbar" aria-label={t('common.loading')} data-testid="global-loading" />;
}
