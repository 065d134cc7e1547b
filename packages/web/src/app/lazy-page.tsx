/**
 * Every page is lazy: its chunk loads through `loadChunk` (120 s timeout, typed failures).
 * While loading, a placeholder appears after 200 ms; a page not rendered within 60 s
 * (PAGE_LOAD_TIMEOUT_MS) shows the error placeholder. Retry re-attempts the import.
 */
import { PAGE_LOAD_TIMEOUT_MS } from '@qfl/core';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedPlaceholder } from '../components/DelayedPlaceholder';
import { type PageStrings, stringsReady } from '../i18n';
import { loadChunk } from './load-chunk';
import { PageBoundary } from './PageBoundary';

type PageModule = { default: ComponentType };

/** One page's chunk. React.lazy remembers a failure, so a retry makes a fresh one. */
class PageChunk {
  component: LazyExoticComponent<ComponentType>;

  constructor(
    private readonly name: string,
    private readonly importer: () => Promise<PageModule>,
    private readonly strings: PageStrings,
  ) {
    this.component = this.make();
  }

  private make(): LazyExoticComponent<ComponentType> {
    return lazy(() => Promise.all([loadChunk(this.importer, this.name), stringsReady(this.strings)]).then(([page]) => page));
  }

  renew(): void {
    this.component = this.make();
  }

  /** Warms the chunk (e.g. the 404 page, so it can still show once offline). */
  preload(): void {
    this.importer().catch(() => undefined);
  }
}

function PageLoading({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), PAGE_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (timedOut) return <DelayedPlaceholder kind="error" message={t('page.loadTimeout')} onRetry={onRetry} delayMs={0} />;
  return <DelayedPlaceholder kind="loading" />;
}

function LazyPageHost({ chunk }: { chunk: PageChunk }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    chunk.renew();
    setAttempt((n) => n + 1);
  };
  const Page = chunk.component;
  return (
    <PageBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoading onRetry={retry} />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}

interface LazyPage {
  /** The route element. */
  element: ReactElement;
  preload(): void;
}

/**
 * The UI strings a page renders with (i18n/parts.ts): `base` for the public pages, `main` for the
 * signed-in shell and the study tab, `all` (default) for the rest.
 */
export function lazyPage(name: string, importer: () => Promise<PageModule>, strings: PageStrings = 'all'): LazyPage {
  const chunk = new PageChunk(name, importer, strings);
  return { element: <LazyPageHost chunk={chunk} />, preload: () => chunk.preload() };
}
