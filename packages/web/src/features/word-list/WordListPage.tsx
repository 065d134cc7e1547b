/**
 * Word list (#/pages/word/wordList?book=&group=): the words of a group, or of the whole book page by
 * page, each with its memory state (new / learning / review / relearning), next review and chance
 * of recall; filter by state or text; play each word.
 */
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { hasErrorKey } from '../../api/errors';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { currentLanguage } from '../../i18n';
import { useBookDetailQuery } from '../book/api/book-detail';
import { bookTitle } from '../books/api/books';
import { type Chip, ChipRow } from '../study/ChipRow';
import { LoadFailed } from '../study/LoadFailed';
import { NavigationFailed } from '../study/NavigationFailed';
import { parseGroup, parseId } from '../study/paths';
import { useBookWordsQuery } from './api/book-words';
import { countByState, filterWords, STATE_FILTERS, type StateFilter } from './memory-state';
import { WordRow } from './WordRow';
import '../study/study-common.css';
import './word-list.css';

export default function WordListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // `id` as well: links written the way the book page's are (?id=) lead to the same list.
  const bookId = parseId(params.get('book') ?? params.get('id'));
  const group = parseGroup(params.get('group'));
  const goBack = useGoBack(PATHS.study);
  const book = useBookDetailQuery(bookId);
  const [state, setState] = useState<StateFilter>('all');
  // The server filters by state over the whole book or group and counts every state there.
  const words = useBookWordsQuery(bookId, group, state);
  const [query, setQuery] = useState('');
  const all = useMemo(() => words.data?.pages.flatMap((p) => p.items) ?? [], [words.data]);
  const counts = words.data?.pages[0]?.counts ?? countByState(all);
  const shown = useMemo(() => filterWords(all, state, query), [all, state, query]);
  const total = words.data?.pages[0]?.total ?? 0;
  const now = Date.now();

  const chips: Chip<StateFilter>[] = STATE_FILTERS.map((s) => ({
    value: s,
    label: `${t(s === 'all' ? 'wordList.all' : `wordList.state.${s}`)} ${counts[s]}`,
    testId: `word-list-filter-${s}`,
  }));

  let body: ReactNode;
  if (bookId === null) body = <NavigationFailed onBack={goBack} need="book" />;
  else if (hasErrorKey(words.error, 'study.bookNotFound') || hasErrorKey(book.error, 'study.bookNotFound'))
    body = <EmptyState title={t('bookUx.bookNotFound')} testId="word-list-not-found" />;
  else if (words.isError && !words.data) body = <LoadFailed query={words} />;
  else if (!words.data) body = <DelayedPlaceholder kind="loading" />;
  else
    body = (
      <>
        <section className="word-list__filters">
          <input
            className="word-list__search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('wordList.search')}
            aria-label={t('wordList.search')}
            data-testid="word-list-search"
          />
          <ChipRow<StateFilter>
            label={t('wordList.filterLabel')}
            chips={chips}
            value={state}
            onChange={setState}
            small
            testId="word-list-filters"
          />
        </section>
        {shown.length === 0 ? (
          <EmptyState title={t('wordList.empty')} testId="word-list-empty" />
        ) : (
          <ul className="card card--flush word-list" data-testid="word-list">
            {shown.map((w) => (
              <WordRow key={`${w.entryId}-${w.itemId}`} word={w} now={now} />
            ))}
          </ul>
        )}
        {words.hasNextPage && (
          <Button block loading={words.isFetchingNextPage} onClick={() => void words.fetchNextPage()} data-testid="word-list-more">
            {t('wordList.loadMore', { loaded: all.length, total })}
          </Button>
        )}
      </>
    );

  const title = book.data ? bookTitle(book.data, currentLanguage()) : t('bookUx.wordList');
  return (
    <div className="page" data-testid="page-word-list">
      <NavBar title={t('bookUx.wordList')} onBack={goBack} />
      <main className="page__body">
        {bookId !== null && (
          <header className="word-list__head">
            <h2 className="word-list__book">{title}</h2>
            <p className="muted">
              {group === null ? t('wordList.wholeBook', { count: total }) : t('wordList.groupWords', { n: group, count: total })}
            </p>
          </header>
        )}
        {body}
      </main>
    </div>
  );
}
