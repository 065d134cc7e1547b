/**
 * A card of a page that loads in its own chunk after the page's first paint. If its chunk cannot
 * load (the network dropped right then), only the card is missing — the page stays, instead of
 * the page's error placeholder taking its place — and it tries again when the browser is back
 * online. React.lazy remembers a failure, so each try makes a fresh lazy component.
 */
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { loadChunk } from '../app/load-chunk';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class CardBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = () => {
    window.removeEventListener('online', this.retry);
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override componentDidCatch(error: unknown): void {
    console.warn('A card failed to load; it retries when back online', error);
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export function LazyCard({ load, name }: { load: () => Promise<{ default: ComponentType }>; name: string }) {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt needs a new lazy component
  const Card = useMemo(() => lazy(() => loadChunk(load, name)), [attempt]);
  return (
    <CardBoundary onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={null}>
        <Card />
      </Suspense>
    </CardBoundary>
  );
}
