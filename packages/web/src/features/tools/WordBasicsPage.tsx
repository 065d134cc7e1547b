/**
 * Word basics: an English word's roots, affixes and word family; the characters of a Chinese
 * word (pinyin, meaning, radical, components, common words); kanji with on/kun readings; a Korean word's hanja. Only
 * what the dictionary has; says so when it has nothing.
 */
import { MAX_QUERY_LENGTH, type WordBasics } from '@qfl/core';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { detailPath } from '../dict/paths';
import { useWordBasicsQuery } from './api/analyze';
import { CharParts } from './CharParts';
import { ToolError, ToolInput } from './ToolInput';
import { ToolFrame } from './ToolsPage';
import { useToolParams } from './use-tool-params';

function WordLinks({ words }: { words: { entryId: number; headword: string; reading?: string }[] }) {
  return (
    <div className="tools-words">
      {words.map((w) => (
        <Link key={w.entryId} className="tools-word" to={detailPath(w.entryId)} data-testid="basics-word">
          {w.headword}
          {w.reading && <span className="tools-word__reading">{w.reading}</span>}
        </Link>
      ))}
    </div>
  );
}

function Roots({ data }: { data: WordBasics }) {
  const { t } = useTranslation();
  // ECDICT's classes in English ("adjective-forming suffix"): the common three are localized.
  const kindName = (kind: string) =>
    /prefix/i.test(kind)
      ? t('tools.basics.kinds.prefix')
      : /suffix/i.test(kind)
        ? t('tools.basics.kinds.suffix')
        : /root/i.test(kind)
          ? t('tools.basics.kinds.root')
          : kind;
  return (
    <>
      {data.roots.map((r) => (
        <section key={r.text} className="card tools-root" data-testid="basics-root">
          <div className="tools-root__head">
            <span className="tools-root__root">{r.root}</span>
            {r.kind && <span className="tools-badge">{kindName(r.kind)}</span>}
          </div>
          {r.meaning && <p className="tools-root__meaning">{r.meaning}</p>}
          <h3 className="tools-sub">{t('tools.basics.family')}</h3>
          {r.family.length ? <WordLinks words={r.family} /> : <p className="muted">{t('tools.basics.noFamily')}</p>}
        </section>
      ))}
    </>
  );
}

function Chars({ data }: { data: WordBasics }) {
  const { t } = useTranslation();
  return (
    <>
      {data.hanja && (
        <p className="card tools-hanja" data-testid="basics-hanja">
          <span className="muted">{t('tools.basics.hanja')}</span> <span className="tools-hanja__text">{data.hanja}</span>
        </p>
      )}
      {data.chars.map((c) => (
        <section key={c.char} className="card tools-char" data-testid="basics-char">
          <div className="tools-char__head">
            <span className="tools-char__glyph" lang={data.lang === 'ko' ? 'zh-Hant' : data.lang}>
              {c.char}
            </span>
            <div className="tools-char__info">
              {c.reading && <p className="tools-char__reading">{c.reading}</p>}
              {c.on && c.on.length > 0 && (
                <p>
                  <span className="tools-badge">{t('tools.basics.on')}</span> {c.on.join('、')}
                </p>
              )}
              {c.kun && c.kun.length > 0 && (
                <p>
                  <span className="tools-badge">{t('tools.basics.kun')}</span> {c.kun.join('、')}
                </p>
              )}
              {c.grade !== undefined && <p className="muted">{t('tools.basics.grade', { grade: c.grade })}</p>}
              {c.meanings.length > 0 && <p className="tools-char__meaning">{c.meanings.join('; ')}</p>}
            </div>
          </div>
          <CharParts c={c} lang={data.lang} />
          {c.words.length > 0 && (
            <>
              <h3 className="tools-sub">{t('tools.basics.commonWords')}</h3>
              <WordLinks words={c.words} />
            </>
          )}
        </section>
      ))}
    </>
  );
}

export default function WordBasicsPage() {
  const { t } = useTranslation();
  const { lang, value, submit } = useToolParams('word');
  const q = useWordBasicsQuery(lang, value);
  const data = q.data;
  return (
    <ToolFrame title={t('tools.basics.title')} testId="page-tools-word-basics">
      <ToolInput
        key={`${lang}|${value}`}
        single
        lang={lang}
        initial={value}
        maxChars={MAX_QUERY_LENGTH}
        placeholder={t('tools.basics.placeholder')}
        submitLabel={t('tools.basics.submit')}
        loading={q.isFetching}
        onSubmit={submit}
      />
      {q.isError && <ToolError error={q.error} />}
      {q.isFetching && !data && (
        <div className="tools-loading">
          <DotLoading />
        </div>
      )}
      {data && (
        <>
          <section className="card tools-head" data-testid="basics-head">
            <p className="tools-head__word">
              {data.headword ?? data.word}
              {data.reading && <span className="tools-head__reading">{data.reading}</span>}
            </p>
            {data.meaning && <p className="tools-head__meaning">{data.meaning}</p>}
            {data.entryId !== undefined && (
              <Link to={detailPath(data.entryId)} className="tools-head__link">
                {t('tools.basics.openEntry')}
              </Link>
            )}
          </section>
          {data.known ? (
            data.lang === 'en' ? (
              <Roots data={data} />
            ) : (
              <Chars data={data} />
            )
          ) : (
            <section className="card">
              <EmptyState title={t('tools.basics.nothing')} hint={t(`tools.basics.nothingHint.${data.lang}`)} testId="basics-nothing" />
            </section>
          )}
        </>
      )}
      {!value && <p className="muted tools-intro">{t('tools.basics.intro')}</p>}
    </ToolFrame>
  );
}
