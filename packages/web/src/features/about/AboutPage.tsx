/**
 * About / data sources (#/pages/about/index): every source the built-in content was built
 * from, for end users: its title (linked to the source), what it gives this app (a localized
 * line per source id, a generic line otherwise), its license (linked) and attribution. Build
 * notes (`used`, `thin`, status) stay in packages/content/CREDITS.md for developers. Sources
 * the build did not use are not listed; with no content built the page says so.
 */
import type { Credits, SourceCredit } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useCredits } from '../dict/api/dictionary';
import { licenseLink, readableTitle } from './licenses';
import './about.css';

/** A source without a status comes from a manifest older than the status field: it was used. */
function usedSources(credits: Credits): SourceCredit[] {
  if (!credits.available) return [];
  return credits.sources.filter((source) => source.status === undefined || source.status === 'used');
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Source({ source }: { source: SourceCredit }) {
  const { t } = useTranslation();
  const provides = t('aboutSources', { returnObjects: true }) as Record<string, string>;
  const license = licenseLink(source.license);
  const licenseLabel = license.label ?? t('aboutUx.publicDomain');
  return (
    <li className="about-source" data-testid="about-source" data-source={source.name}>
      <h2 className="about-source__title">{readableTitle(source.title || source.name)}</h2>
      <p className="about-source__provides" data-testid="about-source-provides">
        {provides[source.name] ?? t('aboutUx.genericProvides')}
      </p>
      <dl className="about-source__facts">
        <div>
          <dt>{t('about.license')}</dt>
          <dd>{license.url ? <ExternalLink href={license.url}>{licenseLabel}</ExternalLink> : licenseLabel}</dd>
        </div>
        {source.attribution && (
          <div>
            <dt>{t('about.attribution')}</dt>
            <dd>{source.attribution}</dd>
          </div>
        )}
      </dl>
      {source.url && (
        <a className="about-source__link" href={source.url} target="_blank" rel="noopener noreferrer" data-testid="about-source-link">
          {t('aboutUx.visitSource')}
        </a>
      )}
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
