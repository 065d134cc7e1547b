/**
 * Sentence analysis: type or paste a sentence, see its tokens as chips (reading above, lemma and
 * part of speech below); a token the dictionary knows opens its entry.
 */
import type { SentenceAnalysis } from '@qfl/core';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { detailPath } from '../dict/paths';
import { useSentenceAnalysisQuery } from './api/analyze';
import { ToolError, ToolInput } from './ToolInput';
import { ToolFrame } from './ToolsPage';
import { useToolParams } from './use-tool-params';

type Tok = SentenceAnalysis['tokens'][number];

function TokenChip({ token }: { token: Tok }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!token.word)
    return (
      <span className="tools-punct" aria-hidden="true">
        {token.text}
      </span>
    );
  const linked = token.entryId !== undefined;
  const showLemma = token.lemma !== token.text.toLowerCase() && token.lemma !== token.text;
  return (
    <button
      type="button"
      className={`tools-token${linked ? '' : ' tools-token--unknown'}`}
      disabled={!linked}
      onClick={() => linked && navigate(detailPath(token.entryId as number))}
      data-testid="tools-token"
      data-text={token.text}
      data-lemma={token.lemma}
      data-entry={token.entryId ?? ''}
    >
      <span className="tools-token__reading">{token.reading ?? '\u00a0'}</span>
      <span className="tools-token__text">{token.text}</span>
      {showLemma && <span className="tools-token__lemma">{token.lemma}</span>}
      <span className={`tools-token__pos tools-pos--${token.pos}`}>{t(`tools.pos.${token.pos}`, { defaultValue: token.pos })}</span>
      {token.meaning && <span className="tools-token__meaning">{token.meaning}</span>}
    </button>
  );
}

export default function AnalysisPage() {
  const { t } = useTranslation();
  const { lang, value, submit } = useToolParams('text');
  const q = useSentenceAnalysisQuery(lang, value);
  return (
    <ToolFrame title={t('tools.analysis.title')} testId="page-tools-analysis">
      <ToolInput
        key={`${lang}|${value}`}
        lang={lang}
        initial={value}
        placeholder={t('tools.analysis.placeholder')}
        submitLabel={t('tools.analysis.submit')}
        loading={q.isFetching}
        onSubmit={submit}
      />
      {q.isError && <ToolError error={q.error} />}
      {q.isFetching && !q.data && (
        <div className="tools-loading">
          <DotLoading />
        </div>
      )}
      {q.data &&
        (q.data.tokens.some((x) => x.word) ? (
          <section className="card" data-testid="tools-tokens">
            <p className="muted tools-hint">{t('tools.analysis.hint')}</p>
            <div className="tools-tokens" lang={q.data.lang}>
              {q.data.tokens.map((tok) => (
                <TokenChip key={tok.start} token={tok} />
              ))}
            </div>
          </section>
        ) : (
          <section className="card">
            <EmptyState title={t('tools.analysis.noWords')} />
          </section>
        ))}
      {!value && <p className="muted tools-intro">{t('tools.analysis.intro')}</p>}
    </ToolFrame>
  );
}
