/**
 * Sentence search (#/pages/sentence/search): words searched in every sentence book and dictionary
 * example of one language (the learning language by default, the others one tap away), also by
 * the words of their translations. Each hit shows the sentence with the matched words marked, its
 * translation and where it comes from; tapping it opens the sentence page. Query and language live
 * in the URL (?q=&lang=), so coming back from a sentence shows the same results; recent searches
 * (this device) show under the empty box.
 */
import { isLang, LANGS, type Lang, MAX_SENTENCE_QUERY } from '@qfl/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { PATHS } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useSession } from '../../session/store';
import { useDebounced } from '../dict/use-debounced';
import { type SentenceHit, useSentenceSearchQuery } from './api/sentences';
import { Highlighted } from './Highlighted';
import { SENTENCE_PATHS, sentencePath } from './paths';
import { addToHistory, clearHistory, readHistory, type SearchHistoryItem } from './search-history';
import './sentence.css';

const DEBOUNCE_MS = 250;

/** The learning language first, then the others in their usual order. */
const langOrder = (first: Lang | null): Lang[] => (first ? [first, ...LANGS.filter((l) => l !== first)] : [...LANGS]);

export default function SentenceSearchPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.study);
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const leaving = useRef(false);
  const learningLang = useSession((s) => s.userInfo?.learningLang ?? null);
  const fromUrl = params.get('lang');
  const [lang, setLang] = useState<Lang>(() =>
    fromUrl && isLang(fromUrl) ? fromUrl : isLang(learningLang ?? '') ? (learningLang as Lang) : 'en',
  );
  const [text, setText] = useState(() => (params.get('q') ?? '').slice(0, MAX_SENTENCE_QUERY));
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const [history, setHistory] = useState<SearchHistoryItem[]>(() => readHistory());
  const results = useSentenceSearchQuery(query, lang, i18n.language);

  // The URL follows the settled query and language; a navigation that changes the URL (back,
  // forward, a link) sets them. `written` tells our own writes from those.
  const written = useRef(params.toString());
  useEffect(() => {
    const now = params.toString();
    if (now === written.current) return;
    written.current = now;
    setText((params.get('q') ?? '').slice(0, MAX_SENTENCE_QUERY));
    const l = params.get('lang');
    if (l && isLang(l)) setLang(l);
  }, [params]);
  useEffect(() => {
    if (leaving.current || pathname !== SENTENCE_PATHS.search || text.trim() !== query) return;
    const next = new URLSearchParams(query ? { q: query, lang } : { lang });
    if (next.toString() === written.current) return;
    written.current = next.toString();
    setParams(next, { replace: true });
  }, [pathname, text, query, lang, setParams]);

  const open = (hit: SentenceHit) => {
    setHistory(addToHistory(query, lang));
    leaving.current = true;
    navigate(sentencePath(hit.id));
  };

  const hits = results.data?.items ?? [];
  const settled = query !== '' && !results.isPlaceholderData && !results.isFetching;
  const error = results.isError && !results.isPlaceholderData ? results.error : null;
  return (
    <div className="page" data-testid="page-sentence-search">
      <NavBar title={t('sentence.searchTitle')} onBack={goBack} />
      <main className="page__body">
        <form className="sentence-search" onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            className="sentence-search__input"
            value={text}
            maxLength={MAX_SENTENCE_QUERY}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('sentence.searchPlaceholder')}
            aria-label={t('sentence.searchPlaceholder')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            data-testid="sentence-search-input"
          />
          {text && (
            <button type="button" className="sentence-search__clear" onClick={() => setText('')} aria-label={t('sentence.clear')}>
              ×
            </button>
          )}
        </form>
        <fieldset className="sentence-langs" data-testid="sentence-langs">
          <legend className="sr-only">{t('sentence.langLabel')}</legend>
          {langOrder(isLang(learningLang ?? '') ? (learningLang as Lang) : null).map((l) => (
            <button
              key={l}
              type="button"
              className="sentence-langs__chip"
              aria-pressed={l === lang}
              onClick={() => setLang(l)}
              data-testid={`sentence-lang-${l}`}
            >
              {t(`langs.${l}`)}
            </button>
          ))}
        </fieldset>
        {query === '' ? (
          <RecentSearches
            items={history}
            onPick={(h) => {
              setLang(h.lang);
              setText(h.q);
            }}
            onClear={() => {
              clearHistory();
              setHistory([]);
            }}
          />
        ) : error ? (
          <EmptyState
            title={isApiError(error) && error.key ? error.message : t('sentence.loadFailed')}
            testId="sentence-search-error"
            action={
              <button type="button" className="sentence-link-button" onClick={() => void results.refetch()}>
                {t('sentence.retry')}
              </button>
            }
          />
        ) : hits.length > 0 ? (
          <>
            {results.data?.indexing && <p className="sentence-note muted">{t('sentence.indexing')}</p>}
            <ul className="sentence-list" data-testid="sentence-results">
              {hits.map((hit) => (
                <li key={hit.id}>
                  <button type="button" className="sentence-hit" onClick={() => open(hit)} data-testid="sentence-hit">
                    <span className="sentence-hit__text" lang={hit.lang}>
                      <Highlighted text={hit.text} ranges={hit.highlights} />
                    </span>
                    {hit.translation && (
                      <span className="sentence-hit__translation">
                        <Highlighted text={hit.translation} ranges={hit.translationHighlights} />
                      </span>
                    )}
                    <span className="sentence-hit__source muted">
                      {hit.source === 'book' && hit.bookTitle
                        ? t('sentence.fromBook', { title: hit.bookTitle })
                        : hit.headword
                          ? t('sentence.fromExample', { word: hit.headword })
                          : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : settled ? (
          <EmptyState
            title={t('sentence.noResults')}
            hint={results.data?.indexing ? t('sentence.indexing') : t('sentence.noResultsHint')}
            testId="sentence-no-results"
          />
        ) : null}
      </main>
    </div>
  );
}

function RecentSearches({
  items,
  onPick,
  onClear,
}: {
  items: SearchHistoryItem[];
  onPick(item: SearchHistoryItem): void;
  onClear(): void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="sentence-note muted">{t('sentence.hint')}</p>;
  return (
    <section className="sentence-history" data-testid="sentence-history">
      <header className="sentence-history__head">
        <h2 className="sentence-history__title">{t('sentence.recent')}</h2>
        <button type="button" className="sentence-link-button" onClick={onClear}>
          {t('sentence.clearRecent')}
        </button>
      </header>
      <ul className="sentence-history__list">
        {items.map((h) => (
          <li key={`${h.lang}:${h.q}`}>
            <button type="button" className="sentence-history__item" onClick={() => onPick(h)}>
              <span lang={h.lang}>{h.q}</span>
              <span className="muted">{t(`langs.${h.lang}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
