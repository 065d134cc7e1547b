/** Info tab: messages. None yet, and it says so. */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';

export default function InfoPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="page-info">
      <NavBar title={t('tabs.info')} />
      <main className="page__body">
        <section className="card">
          <h2 className="card__title">{t('info.messages')}</h2>
          <EmptyState title={t('info.noMessages')} testId="info-empty" />
        </section>
      </main>
    </div>
  );
}
