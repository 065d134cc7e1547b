/** Parts of the word detail: pronunciations, meanings by language, examples, forms and roots. */
import { type DictEntry, type DictExample, isLang } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { AudioButton } from '../audio';
import { LangTag } from '../dict/LangTag';
import { meaningGroups, showPronunciation } from './entry-view';

/** The headword, its reading, pronunciations A and B (labelled per language: US/UK, pinyin ...) and the audio button. */
export function WordHeader({ entry }: { entry: DictEntry }) {
  const { t } = useTranslation();
  const lang = isLang(entry.lang) ? entry.lang : 'en';
  const prons = [
    { label: t(`dict.pron.${lang}.a`), value: entry.pronA },
    { label: t(`dict.pron.${lang}.b`), value: entry.pronB },
  ].filter((p): p is { label: string; value: string } => Boolean(p.value));
  const showReading = entry.reading && entry.reading !== entry.headword && entry.reading !== entry.pronA;
  return (
    <section className="card word-header">
      <div className="word-header__line">
        <h2 className="word-header__word" lang={entry.lang} data-testid="word-headword">
          {entry.headword}
        </h2>
        <AudioButton text={entry.headword} lang={entry.lang} size="large" data-testid="word-audio" />
        <LangTag lang={entry.lang} />
      </div>
      {showReading && (
        <p className="word-header__reading" lang={entry.lang}>
          {entry.reading}
        </p>
      )}
      {prons.length > 0 && (
        <dl className="word-prons" title={t('dict.pronunciation')}>
          {prons.map((p) => (
            <div key={p.label} className="word-pron">
              <dt>{p.label}</dt>
              <dd lang={entry.lang}>{showPronunciation(p.value, entry.lang)}</dd>
            </div>
          ))}
        </dl>
      )}
      {entry.pos.length > 0 && (
        <p className="word-pos" title={t('dict.partsOfSpeech')}>
          {entry.pos.map((p) => (
            <span key={p} className="word-pos__item">
              {p}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

export function Meanings({ meanings, nativeLang }: { meanings: Record<string, string[]>; nativeLang: string }) {
  const { t } = useTranslation();
  const groups = meaningGroups(meanings, nativeLang);
  return (
    <section className="card" data-testid="word-meanings">
      <h2 className="card__title">{t('dict.meanings')}</h2>
      {groups.length === 0 && <p className="muted">{t('dict.noMeanings')}</p>}
      {groups.map(([lang, list]) => (
        <div key={lang} className="word-meanings">
          {/* Named whenever it is not the reader's language (an English fallback is labelled as such). */}
          {(groups.length > 1 || lang !== nativeLang) && <LangTag lang={lang} />}
          <ol className="word-meanings__list" lang={lang}>
            {list.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: meanings can repeat; their order is their identity
              <li key={i}>{m}</li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

export function Examples({ examples, lang }: { examples: DictExample[]; lang: string }) {
  const { t } = useTranslation();
  if (examples.length === 0) return null;
  return (
    <section className="card">
      <h2 className="card__title">{t('dict.examples')}</h2>
      <ul className="word-examples">
        {examples.map((ex, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: examples can repeat; their order is their identity
          <li key={i} className="word-example">
            <p className="word-example__text" lang={lang}>
              {ex.text}
            </p>
            {ex.translation && (
              <p className="word-example__translation muted" lang={ex.translationLang ?? undefined}>
                {ex.translation}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PlainList({ title, items, lang }: { title: string; items: string[]; lang: string }) {
  if (items.length === 0) return null;
  return (
    <section className="card">
      <h2 className="card__title">{title}</h2>
      <div className="word-chips">
        {items.map((item) => (
          <span key={item} className="word-chip word-chip--plain" lang={lang}>
            {item}
          </span>
        ))}
      </div>
    </section>
  );
}
