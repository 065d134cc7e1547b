/**
 * Word detail (#/pages/dict/detail?id= and #/pages/word/word?id=): pronunciations with audio,
 * parts of speech, meanings (native language first), examples with translations, related
 * words that open their own detail, forms and roots, and the new-words book toggle.
 * An unknown id shows the localized not-found message with a back button.
 */
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { hasErrorKey } from '../../api/errors';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../session/store';
import { ShareToChat } from '../chat/ShareToChat';
import { DICT_PATHS } from '../dict/paths';
import { useEntry } from '../dict/api/dictionary';
import { parseEntryId, parseEquivalent } from './entry-view';
import { NewWordsToggle } from './NewWordsToggle';
import { ConfusingWords, WordLinks } from './RelatedWords';
import { Examples, Meanings, PlainList, WordHeader } from './WordSections';
import './word.css';

export default function WordDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseEntryId(params.get('id'));
  const goBack = useGoBack(DICT_PATHS.search);
  const nativeLang = useSession((s) => s.userInfo?.nativeLang) ?? currentLanguage();
  const entry = useEntry(id);
  const signedIn = useSession((s) => s.token !== null);

  const notFound = id === null || hasErrorKey(entry.error, 'dict.entryNotFound');
  let body: ReactNode;
  if (notFound) {
    body = (
      <EmptyState
        title={t('dict.notFound')}
        hint={t('dict.notFoundHint')}
        testId="word-not-found"
        action={
          <Button color="primary" size="small" onClick={goBack} data-testid="word-back">
            {t('common.back')}
          </Button>
        }
      />
    );
  } else if (entry.isError) {
    body = <DelayedPlaceholder kind="error" onRetry={() => void entry.refetch()} delayMs={0} />;
  } else if (!entry.data) {
    body = <DelayedPlaceholder kind="loading" />;
  } else {
    const e = entry.data;
    body = (
      <>
        <WordHeader entry={e} />
        <NewWordsToggle id={e.id} inNewWords={e.inNewWords === true} />
        {signedIn && <ShareToChat kind="word" id={e.id} testId="word-share-chat" />}
        <Meanings meanings={e.meanings} nativeLang={nativeLang} />
        <Examples examples={e.examples} lang={e.lang} />
        <WordLinks
          title={t('dict.synonyms')}
          refs={e.synonyms.map((word) => ({ word, lang: e.lang }))}
          lang={e.lang}
          related={e.related}
          testId="word-synonym"
        />
        <WordLinks
          title={t('dict.antonyms')}
          refs={e.antonyms.map((word) => ({ word, lang: e.lang }))}
          lang={e.lang}
          related={e.related}
          testId="word-antonym"
        />
        <WordLinks
          title={t('dict.equivalents')}
          refs={e.equivalents.map((v) => parseEquivalent(v, e.lang))}
          lang={e.lang}
          related={e.related}
          testId="word-equivalent"
        />
        <ConfusingWords groups={e.confusing} headword={e.headword} lang={e.lang} related={e.related} />
        <PlainList title={t('dict.forms')} items={e.forms} lang={e.lang} />
        <PlainList title={t('dict.roots')} items={e.roots} lang={e.lang} />
        <p className="word-meta muted">
          {e.freqRank !== null && t('dict.frequency', { rank: e.freqRank })}{' '}
          {e.sources.length > 0 && t('dict.sources', { sources: e.sources.join(', ') })}
        </p>
      </>
    );
  }
  return (
    <div className="page" data-testid="page-word">
      <NavBar title={t('dict.detailTitle')} onBack={goBack} />
      <main className="page__body">{body}</main>
    </div>
  );
}
