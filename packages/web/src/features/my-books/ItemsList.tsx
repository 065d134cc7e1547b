/**
 * A book's items 50 per page (`GET /api/books/:id/words`), read-only (admin review) or with edit
 * and delete per item (the owner's edit page). Paging by buttons: a book may hold 200 000 items.
 */
import Button from 'antd-mobile/es/components/button';
import type { StudyWord } from '@qfl/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { LoadFailed } from '../study/LoadFailed';
import { ITEMS_PAGE, useItemsPageQuery } from './api/my-books';

interface ItemsListProps {
  bookId: number;
  /** Buttons shown on each row (edit, delete); none for a read-only list. */
  actions?: (item: StudyWord) => ReactNode;
}

function ItemRow({ item, actions }: { item: StudyWord; actions?: ReactNode }) {
  const reading = [item.reading, item.pron].filter(Boolean).join(' · ');
  return (
    <li className="my-item" data-testid="book-item" data-item-id={item.itemId ?? ''}>
      <div className="my-item__main">
        <span className="my-item__text">{item.text}</span>
        {reading && <span className="my-item__reading">{reading}</span>}
        {item.meanings.length > 0 && <span className="my-item__meanings">{item.meanings.join('；')}</span>}
      </div>
      {actions && <div className="my-item__actions">{actions}</div>}
    </li>
  );
}

export function ItemsList({ bookId, actions }: ItemsListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useItemsPageQuery(bookId, page);
  if (query.isError) return <LoadFailed query={query} />;
  if (!query.data) return <DelayedPlaceholder kind="loading" />;
  const pages = Math.max(1, Math.ceil(query.data.total / ITEMS_PAGE));
  // After deleting the last item of the last page, step back to a page that still exists.
  if (page > 0 && page >= pages) setPage(pages - 1);
  return (
    <>
      <p className="muted">{t('myBooks.itemsCount', { count: query.data.total })}</p>
      <ul className="my-items" data-testid="book-items">
        {query.data.items.map((item) => (
          <ItemRow key={item.itemId ?? item.text} item={item} actions={actions?.(item)} />
        ))}
      </ul>
      {pages > 1 && (
        <div className="my-pager">
          <Button size="small" disabled={page === 0} onClick={() => setPage((p) => p - 1)} data-testid="items-prev">
            {t('myBooks.prev')}
          </Button>
          <span className="muted" data-testid="items-page">
            {t('myBooks.page', { page: page + 1, pages })}
          </span>
          <Button size="small" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)} data-testid="items-next">
            {t('myBooks.next')}
          </Button>
        </div>
      )}
    </>
  );
}
