/**
 * A tapped word: its dictionary entry (the lemma for an inflected form, reading, meanings in the
 * learner's native language first), audio, "add to new words", and its status — known, ignored,
 * or back to new. A word the dictionary lacks still gets audio and a status.
 */
import type { Lang, ReadingWord, WordStatus } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { useCurrentUser } from '../account/api/user';
import { AudioButton } from '../audio/AudioButton';
import { useEntry, useNewWordsToggle } from '../dict/api/dictionary';

interface WordPopupProps {
  word: (ReadingWord & { form: string }) | null;
  status: WordStatus;
  lang: Lang;
  saving: boolean;
  onStatus(status: 'new' | 'known' | 'ignored'): void;
  onClose(): void;
}

function meaningsFor(meanings: Record<string, string[]>, order: string[]): { lang: string; list: string[] } | null {
  for (const l of order) if (meanings[l]?.length) return { lang: l, list: meanings[l] as string[] };
  const any = Object.entries(meanings).find(([, list]) => list.length > 0);
  return any ? { lang: any[0], list: any[1] } : null;
}

function EntryBody({ entryId, form, lang }: { entryId: number; form: string; lang: Lang }) {
  const { t } = useTranslation();
  const entry = useEntry(entryId);
  const toggle = useNewWordsToggle(entryId);
  const user = useCurrentUser();
  if (entry.isPending) return <p className="rd-pop__muted">{t('reading.loadingEntry')}</p>;
  if (entry.isError || !entry.data) return <p className="rd-pop__muted">{t('reading.entryFailed')}</p>;
  const e = entry.data;
  const order = [...new Set([user?.nativeLang, currentLanguage(), 'en', 'zh'].filter((l): l is string => Boolean(l) && l !== lang))];
  const meaning = meaningsFor(e.meanings, order);
  const reading = e.reading ?? e.pronA;
  return (
    <>
      <div className="rd-pop__head">
        <span className="rd-pop__word" lang={lang} data-testid="reading-popup-lemma">
          {e.headword}
        </span>
        <AudioButton text={e.headword} lang={lang} size="small" data-testid="reading-popup-audio" />
      </div>
      {form.toLowerCase() !== e.headword.toLowerCase() && (
        <p className="rd-pop__muted" data-testid="reading-popup-form">
          {t('reading.formOf', { form, lemma: e.headword })}
        </p>
      )}
      {reading && (
        <p className="rd-pop__reading" lang={lang}>
          {reading}
        </p>
      )}
      {meaning ? (
        <ol className="rd-pop__meanings" lang={meaning.lang} data-testid="reading-popup-meaning">
          {meaning.list.slice(0, 4).map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ol>
      ) : (
        <p className="rd-pop__muted">{t('reading.noMeaning')}</p>
      )}
      <Button
        block
        size="small"
        fill="outline"
        color="primary"
        loading={toggle.isPending}
        onClick={() => toggle.mutate(!e.inNewWords)}
        data-testid="reading-popup-new-words"
        data-in-new-words={e.inNewWords ? '1' : '0'}
      >
        {e.inNewWords ? t('reading.inNewWords') : t('reading.addNewWords')}
      </Button>
    </>
  );
}

export function WordPopup({ word, status, lang, saving, onStatus, onClose }: WordPopupProps) {
  const { t } = useTranslation();
  return (
    <Popup visible={word !== null} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      {word && (
        <div className="rd-pop" data-testid="reading-popup" data-status={status}>
          {word.entryId !== null ? (
            <EntryBody key={word.entryId} entryId={word.entryId} form={word.form} lang={lang} />
          ) : (
            <>
              <div className="rd-pop__head">
                <span className="rd-pop__word" lang={lang} data-testid="reading-popup-lemma">
                  {word.lemma}
                </span>
                <AudioButton text={word.form} lang={lang} size="small" data-testid="reading-popup-audio" />
              </div>
              <p className="rd-pop__muted">{t('reading.notInDictionary')}</p>
            </>
          )}
          <p className="rd-pop__status">
            <span className={`rd-dot rd-${status}`} aria-hidden="true" />
            {t(`reading.status.${status}`)}
          </p>
          <div className="rd-pop__actions">
            {status === 'known' || status === 'ignored' ? (
              <Button block loading={saving} onClick={() => onStatus('new')} data-testid="reading-popup-reset">
                {t('reading.resetStatus')}
              </Button>
            ) : (
              <>
                <Button block color="primary" loading={saving} onClick={() => onStatus('known')} data-testid="reading-popup-known">
                  {t('reading.markKnown')}
                </Button>
                <Button block disabled={saving} onClick={() => onStatus('ignored')} data-testid="reading-popup-ignore">
                  {t('reading.ignore')}
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </Popup>
  );
}
