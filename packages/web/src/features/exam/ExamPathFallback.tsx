/**
 * The spec's `/pages/exam//history/detail` has a double slash, which react-router's route paths
 * cannot hold (it collapses them). The exam routes' catch-all serves it: the history detail when
 * the path, slashes collapsed, is the detail page's; the 404 page otherwise.
 */
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { EXAM_PATHS } from './paths';

export function ExamPathFallback({ detail, fallback }: { detail: ReactElement; fallback: ReactElement }) {
  const { pathname } = useLocation();
  return pathname.replace(/\/{2,}/g, '/') === EXAM_PATHS.historyDetailNormalized ? detail : fallback;
}
