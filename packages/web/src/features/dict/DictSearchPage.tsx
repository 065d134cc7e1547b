/**
 * Dictionary search (#/pages/dict/search): search as you type (150 ms debounce) in the
 * learning language by default, with a visible language filter (all languages one tap away);
 * the history under the empty box when signed in; "no matching words found" when nothing
 * matches. Query and filter live in the URL (?q=&lang=), so coming back from a word shows the
 * same results.
 */
import { type DictSearchHit, isLang, MAX_QUERY_LENGTH } from '@qfl/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useSession } from '../../session/store';
import { LangFilterChips } from './LangFilterChips';
import { type LangFilter, parseFilter, searchLangParams } from './lang-filter';
import { DICT_PATHS, detailPath } from './paths';
import { useDictSearch, useHistoryActions } from './api/dictionary';
import { ResultList } from './ResultList';
import { SearchHistory } from './SearchHistory';
import { useDebounced } from './use-debounced';
import './dict.css';

const SEARCH_DEBOUNCE_MS = 150;

export default function DictSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.study);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // Set when a word is opened: a debounced query settling afterwards must not rewrite the URL
  // (a relative search-param update would land on the word page's path).
  const leaving = useRef(false);
  // The box holds at most MAX_QUERY_LENGTH characters; a longer ?q= is cut like typing would be.
  const [text, setText] = useState(() => (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH));
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const signedIn = useSession((s) => s.token !== null);
  const learningLang = useSession((s) => s.userInfo?.learningLang ?? null);
  const [filter, setFilter] = useState<LangFilter>(() => parseFilter(params.get('lang'), learningLang));
  const results = useDictSearch(query, searchLangParams(filter, learningLang));
  const { record } = useHistoryActions();

  useEffect(() => {
    if (leaving.current || pathname !== DICT_PATHS.search) return;
    const next: Record<string, string> = query ? { q: query, lang: filter } : {};
    const same = (params.get('q') ?? '') === query && (!query || params.get('lang') === filter);
    if (!same) setParams(next, { replace: true });
  }, [pathname, query, filter, params, setParams]);

  const open = (hit: DictSearchHit) => {
    // History is what the user looked up: the word they opened, not every keystroke.
    if (signedIn && isLang(hit.lang)) record.mutate({ query: hit.headword, lang: hit.lang });
    leaving.current = true;
    navigate(detailPath(hit.id));
  };

  const hits = results.data ?? [];
  const settled = query !== '' && results.isSuccess && !results.isPlaceholderData;
  return (
    <div className="page" data-testid="page-dict-search">
      <NavBar title={t('dict.title')} onBack={goBack} />
      <main className="page__body">
        <form className="dict-search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            className="dict-search__input"
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('dict.searchPlaceholder')}
            aria-label={t('dict.searchPlaceholder')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            data-testid="dict-search-input"
          />
          {text && (
            <button type="button" className="dict-search__clear" onClick={() => setText('')} aria-label={t('dict.clearQuery')}>
              ×
            </button>
          )}
        </form>
        <LangFilterChips value={filter} learningLang={learningLang} onChange={setFilter} />
        {query === '' ? (
          signedIn ? (
            <SearchHistory onPick={setText} />
          ) : (
            <p className="dict-note muted">{t('dict.signInForHistory')}</p>
          )
        ) : hits.length > 0 ? (
          <ResultList hits={hits} onOpen={open} />
        ) : settled ? (
          <EmptyState title={t('dict.noResults')} hint={t('dict.noResultsHint')} testId="dict-no-results" />
        ) : null}
        <footer className="dict-footer">
          <Link to={DICT_PATHS.about} data-testid="dict-about-link">
            {t('about.title')}
          </Link>
        </footer>
      </main>
    </div>
  );
}
