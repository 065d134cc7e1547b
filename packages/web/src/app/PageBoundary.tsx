/** Catches a page that failed to load or render and shows the error placeholder with retry. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DelayedPlaceholder } from '../components/DelayedPlaceholder';
import { ChunkLoadError } from './load-chunk';

interface PageBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

interface PageBoundaryState {
  error: Error | null;
}

export class PageBoundary extends Component<PageBoundaryProps, PageBoundaryState> {
  override state: PageBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PageBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const detail = error instanceof ChunkLoadError ? `${error.message} (${error.type}: ${error.request})` : error.message;
    return <DelayedPlaceholder kind="error" detail={detail} onRetry={this.props.onRetry} />;
  }
}
