/** Before a dictation: what to dictate (the linked book or sentence, today's words, the new words) and words or sentences. */
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { useTranslation } from 'react-i18next';

export type SetupSource = 'book' | 'sentence' | 'today' | 'new-words';

export function DictationSetup({
  sources,
  source,
  kind,
  starting,
  onSource,
  onKind,
  onStart,
}: {
  sources: SetupSource[];
  source: SetupSource;
  kind: 'word' | 'sentence';
  starting: boolean;
  onSource: (s: SetupSource) => void;
  onKind: (k: 'word' | 'sentence') => void;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card dictation-setup" data-testid="dictation-setup">
      <h2 className="card__title">{t('dictation.setupTitle')}</h2>
      <p className="muted">{t('dictation.setupBody')}</p>
      <h3 className="dictation-setup__label">{t('dictation.sourceLabel')}</h3>
      <Selector
        columns={2}
        value={[source]}
        onChange={(v) => v[0] && onSource(v[0])}
        options={sources.map((s) => ({ value: s, label: t(`dictation.source.${s}`) }))}
        data-testid="dictation-source"
      />
      {source !== 'sentence' && (
        <>
          <h3 className="dictation-setup__label">{t('dictation.kindLabel')}</h3>
          <Selector
            columns={2}
            value={[kind]}
            onChange={(v) => v[0] && onKind(v[0])}
            options={[
              { value: 'word' as const, label: t('dictation.kind.word') },
              { value: 'sentence' as const, label: t('dictation.kind.sentence') },
            ]}
            data-testid="dictation-kind"
          />
        </>
      )}
      <ul className="dictation-setup__rules muted">
        <li>{t('dictation.ruleCase')}</li>
        <li>{t('dictation.ruleForms')}</li>
        <li>{t('dictation.ruleMemory')}</li>
      </ul>
      <Button color="primary" block loading={starting} onClick={onStart} data-testid="dictation-start">
        {t('dictation.start')}
      </Button>
    </section>
  );
}
