/**
 * A card of a page that loads in its own chunk after the page's first paint. If its chunk cannot
 * load (the network dropped right then), only the card is missing — the page stays, instead of
 * the page's error placeholder taking its place — and it tries again when the browser is back
 * online. React.lazy remembers a failure, so each try makes a fresh lazy component.
 * `whenVisible` waits until the card's place scrolls near the screen, so cards far below the fold
 * cost neither their chunk nor their request on a page's first load.
 */
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
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

interface LazyCardProps {
  load: () => Promise<{ default: ComponentType }>;
  name: string;
  whenVisible?: boolean;
  /** With `whenVisible`: watch only once the page above has its data (and so its height). */
  ready?: boolean;
  /** Height kept for the card while its chunk loads, so what follows does not jump up (and later cards stay below the fold). */
  reserve?: number;
}

export function LazyCard({ load, name, whenVisible = false, ready = true, reserve }: LazyCardProps) {
  const [visible, setVisible] = useState(!whenVisible);
  return visible ? (
    <LoadedCard load={load} name={name} reserve={reserve} />
  ) : (
    <VisibilitySentinel ready={ready} onVisible={() => setVisible(true)} />
  );
}

/** An empty marker where a card will be; calls back once it comes within 100 px of the screen. */
function VisibilitySentinel({ ready, onVisible }: { ready: boolean; onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const notify = useRef(onVisible);
  notify.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || !ready) return;
    if (typeof IntersectionObserver === 'undefined') {
      notify.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          notify.current();
        }
      },
      { rootMargin: '100px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ready]);
  return <div ref={ref} className="lazy-card__sentinel" aria-hidden="true" style={{ minHeight: 1 }} />;
}

function LoadedCard({ load, name, reserve }: Omit<LazyCardProps, 'whenVisible' | 'ready'>) {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt needs a new lazy component
  const Card = useMemo(() => lazy(() => loadChunk(load, name)), [attempt]);
  return (
    <CardBoundary onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={reserve ? <div aria-hidden="true" style={{ minHeight: reserve }} /> : null}>
        <Card />
      </Suspense>
    </CardBoundary>
  );
}
