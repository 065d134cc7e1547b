/**
 * About / data sources (#/pages/about/index): every source the built-in content was built
 * from, with its license and attribution, from the content manifest (GET /api/content/credits).
 * Sources the build did not use (missing or skipped) are not listed; with no content built
 * (`available` false) the page says so.
 */
import type { Credits, SourceCredit } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useCredits } from '../dict/queries';
import './about.css';

/** A source without a status comes from a manifest older than the status field: it was used. */
function usedSources(credits: Credits): SourceCredit[] {
  if (!credits.available) return [];
  return credits.sources.filter((source) => source.status === undefined || source.status === 'used');
}

function Source({ source }: { source: SourceCredit }) {
  const { t } = useTranslation();
  const rows: [string, string | undefined][] = [
    [t('about.license'), source.license],
    [t('about.attribution'), source.attribution],
    [t('about.used'), source.used],
    [t('about.notes'), source.thin],
  ];
  return (
    <li className="about-source" data-testid="about-source">
      <h2 className="about-source__title">
        {source.url ? (
          <a href={source.url} target="_blank" rel="noopener noreferrer">
            {source.title || source.name}
          </a>
        ) : (
          source.title || source.name
        )}
      </h2>
      <dl className="about-source__facts">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </li>
  );
}

export default function AboutPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.home);
  const credits = useCredits();
  const sources = credits.data ? usedSources(credits.data) : [];
  return (
    <div className="page" data-testid="page-about">
      <NavBar title={t('about.title')} onBack={goBack} />
      <main className="page__body">
        <section className="card">
          <h2 className="card__title">{t('app.title')}</h2>
          <p className="muted about-intro">{t('about.intro')}</p>
        </section>
        {credits.isError ? (
          <DelayedPlaceholder kind="error" onRetry={() => void credits.refetch()} delayMs={0} />
        ) : !credits.data ? (
          <DelayedPlaceholder kind="loading" />
        ) : sources.length === 0 ? (
          <EmptyState title={t('about.empty')} testId="about-empty" />
        ) : (
          <ul className="about-sources">
            {sources.map((source) => (
              <Source key={source.name || source.title} source={source} />
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
