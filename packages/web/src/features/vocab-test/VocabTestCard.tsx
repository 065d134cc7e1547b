/**
 * Quick tool on the study tab: the last vocabulary estimate (of the learning language, from the
 * progress query the progress card shares, so the tab makes no extra request) and a button to
 * (re)take the test.
 */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { currentLanguage } from '../../i18n';
import { useProgressQuery } from '../progress/api/progress';
import { formatNumber } from './format';
import { VOCAB_TEST_PATH } from './paths';
import './vocab-card.css';

export function VocabTestCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const history = useProgressQuery();
  const last = history.data?.vocabularyHistory.at(-1);
  let line: string;
  if (history.isPending) line = t('common.loading');
  else if (history.isError) line = t('vocabTest.loadFailed');
  else if (last) line = t('vocabTest.lastResult', { value: formatNumber(last.estimate, currentLanguage()) });
  else line = t('vocabTest.notTested');
  return (
    <section className="card vocab-card" data-testid="card-vocab-test">
      <div className="vocab-card__text">
        <h2 className="card__title">{t('vocabTest.title')}</h2>
        <p className="muted" data-testid="vocab-card-last">
          {line}
        </p>
      </div>
      <Button color="primary" size="small" onClick={() => navigate(VOCAB_TEST_PATH)} data-testid="vocab-card-start">
        {last ? t('vocabTest.again') : t('vocabTest.start')}
      </Button>
    </section>
  );
}
