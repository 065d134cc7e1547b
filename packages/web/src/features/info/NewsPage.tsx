/** `#/pages/info/news?id=<id>`: one system news item in the UI language (opening it marks it read). */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useSession } from '../../session/store';
import { infoKeys, useNewsItemQuery } from './api/info';
import './info.css';

export default function NewsPage() {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.info);
  const client = useQueryClient();
  const me = useSession((s) => s.userInfo?.id);
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const item = useNewsItemQuery(id);
  // Read now: the list's dot and the tab badge follow.
  useEffect(() => {
    if (item.isSuccess) {
      void client.invalidateQueries({ queryKey: infoKeys.unread(me), exact: true });
      void client.invalidateQueries({ queryKey: infoKeys.news(me), exact: true });
    }
  }, [item.isSuccess, client, me]);
  return (
    <div className="page" data-testid="page-news">
      <NavBar title={t('info.newsTag')} onBack={back} />
      <main className="page__body">
        {id === null || item.isError ? (
          <DelayedPlaceholder kind="error" message={t('info.newsMissing')} delayMs={0} />
        ) : !item.data ? (
          <DelayedPlaceholder kind="loading" />
        ) : (
          <article className="card info-news" data-testid="news-item">
            <h2 className="card__title" data-testid="news-title">
              {item.data.title}
            </h2>
            <p className="muted">{new Date(item.data.publishedAt).toLocaleDateString()}</p>
            <p className="info-news__body" data-testid="news-body">
              {item.data.body}
            </p>
          </article>
        )}
      </main>
    </div>
  );
}
