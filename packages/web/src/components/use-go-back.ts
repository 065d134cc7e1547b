/** "Back" that stays inside the app: history back when there is an in-app entry, else a fallback. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
