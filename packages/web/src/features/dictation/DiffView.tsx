/** The graded difference: right characters plain, missing ones underlined, extra ones struck out. */
import type { DictationAnswerResult } from '@qfl/core';
import { useTranslation } from 'react-i18next';

export function DiffView({ diff, lang }: { diff: DictationAnswerResult['diff']; lang: string }) {
  const { t } = useTranslation();
  return (
    <p className="dictation-diff" lang={lang} data-testid="dictation-diff" title={t('dictation.diffLabel')}>
      {diff.map((d, i) => {
        const key = `${i}-${d.op}`;
        switch (d.op) {
          case 'same':
            return (
              <span key={key} className="dictation-diff__same">
                {d.expected}
              </span>
            );
          case 'missing':
            return (
              <ins key={key} className="dictation-diff__missing" title={t('dictation.diffMissing')} data-op="missing">
                {d.expected}
              </ins>
            );
          case 'extra':
            return (
              <del key={key} className="dictation-diff__extra" title={t('dictation.diffExtra')} data-op="extra">
                {d.got}
              </del>
            );
          default:
            return (
              <span key={key} className="dictation-diff__wrong" data-op="wrong">
                <del className="dictation-diff__extra" title={t('dictation.diffExtra')}>
                  {d.got}
                </del>
                <ins className="dictation-diff__missing" title={t('dictation.diffMissing')}>
                  {d.expected}
                </ins>
              </span>
            );
        }
      })}
    </p>
  );
}
