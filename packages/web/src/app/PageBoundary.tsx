/**
 * Catches a page that failed to load or render and shows the error placeholder with retry.
 * Users read a translated headline (per chunk failure: timeout, missing file, other error);
 * the technical detail goes to the console only.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedPlaceholder } from '../components/DelayedPlaceholder';
import { type ChunkErrorType, ChunkLoadError } from './load-chunk';

interface PageBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

interface PageBoundaryState {
  error: Error | null;
}

const CHUNK_HEADLINES = {
  timeout: 'page.loadTimeout',
  missing: 'page.loadMissing',
  error: 'page.loadFailed',
} as const satisfies Record<ChunkErrorType, string>;

function PageError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const headline = error instanceof ChunkLoadError ? CHUNK_HEADLINES[error.type] : 'page.loadFailed';
  return <DelayedPlaceholder kind="error" message={t(headline)} onRetry={onRetry} />;
}

export class PageBoundary extends Component<PageBoundaryProps, PageBoundaryState> {
  override state: PageBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PageBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (error instanceof ChunkLoadError) {
      console.error(`Page failed: ${error.message} (${error.type}: ${error.request})`, error.cause ?? error, info.componentStack);
    } else {
      console.error('Page failed', error, info.componentStack);
    }
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PageError error={error} onRetry={this.props.onRetry} />;
  }
}
