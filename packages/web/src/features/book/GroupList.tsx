/** The groups of a book with their status (completed / in progress / not started) and learned count; a tap starts one. */
import type { BookDetail } from '@qfl/core';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { wordListPath } from '../study/paths';

type Group = BookDetail['groups'][number];

const STATUS_TAG = { completed: 'tag--success', 'in-progress': 'tag--warning', 'not-started': '' } as const;

interface GroupListProps {
  bookId: number;
  groups: Group[];
  starting: number | null;
  onStart(group: number): void;
}

export function GroupList({ bookId, groups, starting, onStart }: GroupListProps) {
  const { t } = useTranslation();
  return (
    <ul className="group-list" data-testid="book-groups">
      {groups.map((g) => (
        <li key={g.index} className="group-list__item" data-testid="book-group" data-status={g.status}>
          <button
            type="button"
            className="group-list__start"
            onClick={() => onStart(g.index)}
            disabled={starting !== null}
            aria-busy={starting === g.index}
            data-testid={`book-group-start-${g.index}`}
          >
            <span className="group-list__name">{t('bookUx.groupN', { n: g.index })}</span>
            <span className="group-list__count">{t('bookUx.learnedOf', { learned: g.learned, size: g.size })}</span>
            <span className={`tag ${STATUS_TAG[g.status]}`}>{t(`bookUx.status.${g.status}`)}</span>
          </button>
          <Link
            className="group-list__words tap-target"
            to={wordListPath(bookId, g.index)}
            aria-label={t('bookUx.groupWords', { n: g.index })}
            data-testid={`book-group-words-${g.index}`}
          >
            <UnorderedListOutline />
          </Link>
        </li>
      ))}
    </ul>
  );
}
