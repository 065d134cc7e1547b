/** The estimate with its 90% range, what it counts, and "take again". */
import { VOCAB_MAX_RANK, type VocabResult } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { formatNumber } from './format';

interface VocabResultViewProps {
  result: VocabResult;
  asked: number;
  langName: string;
  starting: boolean;
  onAgain: () => void;
}

export function VocabResultView({ result, asked, langName, starting, onAgain }: VocabResultViewProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <section className="card vocab-result" data-testid="vocab-result">
      <p className="muted">{t('vocabTest.resultTitle')}</p>
      <p className="vocab-result__estimate" data-testid="vocab-estimate">
        {t('vocabTest.estimate', { value: formatNumber(result.estimate, lang) })}
      </p>
      <p className="vocab-result__range" data-testid="vocab-range">
        {t('vocabTest.range', { low: formatNumber(result.low, lang), high: formatNumber(result.high, lang) })}
      </p>
      <p className="muted">{t('vocabTest.questions', { n: asked })}</p>
      <p className="vocab-result__scope">{t('vocabTest.scope', { max: formatNumber(VOCAB_MAX_RANK, lang), lang: langName })}</p>
      <Button color="primary" block loading={starting} onClick={onAgain} data-testid="vocab-again">
        {t('vocabTest.again')}
      </Button>
    </section>
  );
}
