/**
 * A character's radical, strokes and first-level components on the word-basics page (河: radical
 * 水 written 氵, 三点水; left-right: 氵 + 可). Every component that is a character, and every
 * common character listed with it, opens word basics for that character.
 */
import type { Lang, WordBasics } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOOLS_PATHS, toolPath } from './paths';

type Char = WordBasics['chars'][number];

/** Word basics of a character: Korean hanja are looked up in the Chinese dictionary (traditional forms are keys there). */
const basicsPath = (lang: Lang, ch: string) => toolPath(TOOLS_PATHS.wordBasics, { lang: lang === 'ko' ? 'zh' : lang, word: ch });
/** The `lang` attribute that picks the right glyph shapes (hanja are traditional forms). */
const glyphLang = (lang: Lang) => (lang === 'ko' ? 'zh-Hant' : lang);

function Radical({ c, lang }: { c: Char; lang: Lang }) {
  const { t, i18n } = useTranslation();
  const r = c.radical;
  if (!r) return null;
  const meaning = i18n.language.startsWith('en') ? r.meaning : t('charParts.meaningEn', { meaning: r.meaning });
  return (
    <div className="char-parts__radical" data-testid="basics-radical">
      <span className="tools-badge">{t('charParts.radical')}</span>
      <span className="char-parts__form" lang={glyphLang(lang)}>
        {r.form}
      </span>
      <span className="char-parts__radical-text">
        {(r.name || r.form !== r.char) && (
          <span className="char-parts__name">
            {r.name && <strong>{r.name}</strong>}
            {r.name && r.form !== r.char && ' '}
            {r.form !== r.char && (
              <span className="muted" lang={glyphLang(lang)}>
                {t('charParts.formOf', { char: r.char })}
              </span>
            )}
          </span>
        )}
        <span className="muted char-parts__meta">{t('charParts.number', { n: r.number })}</span>
        {r.simplified && <span className="muted char-parts__meta">{t('charParts.simplified')}</span>}
        <span className="char-parts__meaning">{meaning}</span>
      </span>
    </div>
  );
}

function Components({ c, lang }: { c: Char; lang: Lang }) {
  const { t } = useTranslation();
  const p = c.parts;
  if (!p) return null;
  const glyph = (ch: string, isChar: boolean, key: string) =>
    isChar ? (
      <Link
        key={key}
        to={basicsPath(lang, ch)}
        className="char-parts__comp"
        lang={glyphLang(lang)}
        aria-label={t('charParts.lookUp', { char: ch })}
      >
        {ch}
      </Link>
    ) : (
      <span key={key} className="char-parts__comp char-parts__comp--shape" lang={glyphLang(lang)}>
        {ch}
      </span>
    );
  // A repeated component (品 = 口 + 口 + 口) lists its characters once.
  const lists = p.components.filter((x, i) => x.chars.length > 0 && p.components.findIndex((y) => y.char === x.char) === i);
  return (
    <div className="char-parts__components" data-testid="basics-parts">
      <h3 className="tools-sub">{t('charParts.components')}</h3>
      <p className="char-parts__formula">
        <span className="char-parts__ids" aria-hidden="true">
          {p.structure === 'variant' ? '' : p.ids.slice(0, 1)}
        </span>
        <span className="char-parts__structure">{t(`charParts.structure.${p.structure}`)}:</span>
        {p.components.map((x, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list where one component may repeat (品 = 口 + 口 + 口)
          <span key={`${x.char}-${i}`} className="char-parts__term">
            {i > 0 && <span className="char-parts__plus">+</span>}
            {glyph(x.char, x.isChar, `g${i}`)}
          </span>
        ))}
      </p>
      {lists.map((x) => (
        <div key={x.char} className="char-parts__with" data-testid="basics-with">
          <p className="char-parts__with-title">{t('charParts.withComponent', { char: x.char })}</p>
          <div className="tools-words" lang={glyphLang(lang)}>
            {x.chars.map((ch) => (
              <Link key={ch} className="tools-word" to={basicsPath(lang, ch)}>
                {ch}
              </Link>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Radical, strokes and components of one character; nothing when the character table lacks it. */
export function CharParts({ c, lang }: { c: Char; lang: Lang }) {
  const { t } = useTranslation();
  if (!c.radical && !c.parts && c.strokes === undefined) return null;
  return (
    <div className="char-parts">
      <Radical c={c} lang={lang} />
      {c.strokes !== undefined && (
        <p className="muted char-parts__strokes" data-testid="basics-strokes">
          {t('charParts.strokes', { total: c.strokes, residual: c.residualStrokes ?? 0 })}
        </p>
      )}
      <Components c={c} lang={lang} />
    </div>
  );
}
