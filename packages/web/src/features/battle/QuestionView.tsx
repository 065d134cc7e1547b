/**
 * One battle question: what to do (choose the meaning, choose the word, hear and choose), the
 * prompt (a listening prompt plays by itself once and keeps a big replay button), and the
 * choices as big buttons. After the answer the right choice and one's own wrong one are marked.
 */
import type { Lang } from '@qfl/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioButton } from '../audio';
import { audioUrl } from '../audio/audio-url';
import { playFromServer } from '../audio/playback';
import { choiceState } from './battle-rules';
import type { BattleQuestion, MyAnswer } from './state/battle-state';

/**
 * Plays a listening prompt once when its question appears (the tap that led here lets the
 * browser play); the page keys this view by question, so a new question is a new mount.
 */
function useAutoPlay(question: BattleQuestion): void {
  const { prompt } = question;
  useEffect(() => {
    if (prompt.kind !== 'listen') return;
    const stop = playFromServer(audioUrl(prompt.text, prompt.lang as Lang), { onState: () => undefined, onError: () => undefined });
    return stop;
  }, [prompt.kind, prompt.text, prompt.lang]);
}

interface Props {
  question: BattleQuestion;
  mine: MyAnswer | null;
  closed: boolean;
  onChoose: (choiceId: string) => void;
}

export function QuestionView({ question, mine, closed, onChoose }: Props) {
  const { t } = useTranslation();
  const { prompt } = question;
  useAutoPlay(question);
  // Choices are words in the learning language when the prompt is a meaning; meanings otherwise.
  const choiceLang = prompt.kind === 'word' ? prompt.lang : undefined;
  return (
    <section className="card battle-question" data-testid="battle-question" data-kind={prompt.kind} data-question={question.questionId}>
      <p className="battle-question__ask">{t(`battle.ask.${prompt.kind}`)}</p>
      {prompt.kind === 'listen' ? (
        <div className="battle-question__prompt">
          <AudioButton text={prompt.text} lang={prompt.lang} size="large" label={t('battle.listen')} data-testid="battle-listen" />
        </div>
      ) : (
        <div className="battle-question__prompt">
          <p
            className={`battle-question__text battle-question__text--${prompt.kind}`}
            lang={prompt.kind === 'meaning' ? prompt.lang : undefined}
            data-testid="battle-prompt"
          >
            {prompt.text}
          </p>
          {prompt.reading && <p className="muted battle-question__reading">{prompt.reading}</p>}
          {prompt.kind === 'meaning' && <AudioButton text={prompt.text} lang={prompt.lang} size="middle" />}
        </div>
      )}
      <div className="battle-choices">
        {question.choices.map((choice) => {
          const state = choiceState(choice.id, mine);
          return (
            <button
              type="button"
              key={choice.id}
              className={`battle-choice battle-choice--${state}`}
              disabled={mine !== null || closed}
              onClick={() => onChoose(choice.id)}
              lang={choiceLang}
              data-testid="battle-choice"
              data-choice={choice.id}
              data-state={state}
            >
              {choice.text}
            </button>
          );
        })}
      </div>
    </section>
  );
}
