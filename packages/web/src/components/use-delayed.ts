/** True once `ms` have passed since mount: placeholders wait so fast loads never flicker. */
import { ASYNC_DELAY_MS } from '@qfl/core';
import { useEffect, useState } from 'react';

export function useDelayed(ms: number = ASYNC_DELAY_MS): boolean {
  const [passed, setPassed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}
