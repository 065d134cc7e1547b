/**
 * One item: play (auto, then replay) at the chosen speed, optional hints, type and check; once
 * checked, the verdict, the coloured difference and the right text, then next.
 */
import { type DictationAnswerResult, type DictationSession, TURBO_SPEEDS } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import TextArea from 'antd-mobile/es/components/text-area';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiffView } from './DiffView';
import { useRateAudio } from './use-rate-audio';

/** The slow-to-normal speeds of the turbo player. */
export const DICTATION_SPEEDS = TURBO_SPEEDS.filter((s) => s <= 1.25);

type Item = DictationSession['items'][number];

export function DictationItemView({
  item,
  position,
  count,
  retry,
  speed,
  onSpeed,
  result,
  sending,
  onSubmit,
  onNext,
}: {
  item: Item;
  position: number;
  count: number;
  retry: boolean;
  speed: number;
  onSpeed: (s: number) => void;
  result: DictationAnswerResult | null;
  sending: boolean;
  onSubmit: (answer: string) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const { play, playing } = useRateAudio();
  const [answer, setAnswer] = useState('');
  const [hint, setHint] = useState<'none' | 'first' | 'meaning'>('none');

  // A new item: clear the answer and hints, and play it once (a speed change alone does not replay).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the item on purpose
  useEffect(() => {
    setAnswer('');
    setHint('none');
    play(item.audio.text, item.audio.lang, speed);
  }, [item.id, play]);

  const submit = () => {
    if (answer.trim() && !sending && !result) onSubmit(answer);
  };
  const field = item.sentence ? (
    <TextArea
      value={answer}
      onChange={setAnswer}
      rows={3}
      autoSize={{ minRows: 2, maxRows: 5 }}
      placeholder={t('dictation.placeholder')}
      disabled={result !== null}
      data-testid="dictation-input"
    />
  ) : (
    <Input
      value={answer}
      onChange={setAnswer}
      placeholder={t('dictation.placeholder')}
      disabled={result !== null}
      onEnterPress={submit}
      autoComplete="off"
      data-testid="dictation-input"
    />
  );

  return (
    <>
      <div className="dictation-progress" data-testid="dictation-progress">
        <span className="muted">{t(retry ? 'dictation.retryProgress' : 'dictation.progress', { n: position + 1, max: count })}</span>
        <ProgressBar percent={(position / count) * 100} />
      </div>
      <section className="card dictation-item" data-testid="dictation-item" data-item-id={item.id}>
        <div className="dictation-item__player">
          <button
            type="button"
            className={`dictation-play${playing ? ' dictation-play--playing' : ''}`}
            onClick={() => play(item.audio.text, item.audio.lang, speed)}
            aria-label={t('dictation.replay')}
            data-testid="dictation-replay"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 9.5h3.2L12 5.6v12.8l-4.8-3.9H4z" />
              <path
                d="M15 9.2a4 4 0 0 1 0 5.6M17.4 6.8a7.4 7.4 0 0 1 0 10.4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
            <span>{t('dictation.replay')}</span>
          </button>
          <fieldset className="dictation-speeds" aria-label={t('dictation.speed')}>
            {DICTATION_SPEEDS.map((s) => (
              <button
                key={s}
                type="button"
                className={`dictation-speed${s === speed ? ' dictation-speed--on' : ''}`}
                aria-pressed={s === speed}
                onClick={() => onSpeed(s)}
                data-testid={`dictation-speed-${s}`}
              >
                {s}×
              </button>
            ))}
          </fieldset>
        </div>
        {field}
        {!result && (
          <div className="dictation-hints">
            <Button size="mini" fill="none" onClick={() => setHint('first')} disabled={hint === 'first'} data-testid="dictation-hint-first">
              {t('dictation.hintFirst')}
            </Button>
            {item.hint.meaning && (
              <Button
                size="mini"
                fill="none"
                onClick={() => setHint('meaning')}
                disabled={hint === 'meaning'}
                data-testid="dictation-hint-meaning"
              >
                {t('dictation.hintMeaning')}
              </Button>
            )}
            {hint !== 'none' && (
              <span className="dictation-hints__text" data-testid="dictation-hint">
                {hint === 'first' ? t('dictation.startsWith', { first: item.hint.first }) : item.hint.meaning}
              </span>
            )}
          </div>
        )}
        {result ? (
          <div
            className={`dictation-result dictation-result--${result.correct ? 'right' : result.almost ? 'almost' : 'wrong'}`}
            data-testid="dictation-result"
          >
            <strong className="dictation-result__verdict" data-testid="dictation-verdict">
              {t(result.correct ? 'dictation.right' : result.almost ? 'dictation.almost' : 'dictation.wrong')}
            </strong>
            {!result.correct && <DiffView diff={result.diff} lang={item.lang} />}
            <p className="dictation-result__expected" lang={item.lang}>
              <span className="muted">{t('dictation.expected')}</span> <span data-testid="dictation-expected">{result.expected}</span>
            </p>
            {result.accepted.length > 0 && (
              <p className="dictation-result__accepted muted" lang={item.lang}>
                {t('dictation.accepted', { forms: result.accepted.join(' · ') })}
              </p>
            )}
            <Button color="primary" block onClick={onNext} data-testid="dictation-next">
              {t(position + 1 < count ? 'dictation.next' : 'dictation.finish')}
            </Button>
          </div>
        ) : (
          <Button color="primary" block loading={sending} disabled={!answer.trim()} onClick={submit} data-testid="dictation-submit">
            {t('dictation.check')}
          </Button>
        )}
      </section>
    </>
  );
}
