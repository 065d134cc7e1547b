/**
 * Playing a quiz: one multiple-choice item at a time (meaning, word, listening or translation
 * choice), answered once. The choice is graded at once from the item's answer hash and sent to
 * the server in the background (its verdict wins); at the end every answer not yet confirmed
 * is sent again (same request id, so never counted twice) before the score is asked for.
 */
import { randomId, type SessionItem, type StudySession } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorKey } from '../../api/errors';
import { toast } from '../../components/toast';
import { AudioButton } from '../audio';
import { postAnswer } from './api/quiz';
import { answerLocally, confirm, type GivenAnswer } from './quiz-run';
import { WordOrderAnswer } from './WordOrderAnswer';

interface Props {
  session: StudySession;
  onDone: (answers: GivenAnswer[]) => void;
}

function Prompt({ item }: { item: SessionItem }) {
  const { t } = useTranslation();
  if (item.kind === 'listen-choice') {
    return (
      <div className="quiz-prompt quiz-prompt--listen">
        <AudioButton text={item.prompt} lang={item.lang} size="large" label={t('quiz.listen')} data-testid="quiz-listen" />
      </div>
    );
  }
  const isWord = item.kind === 'meaning-choice';
  return (
    <div className="quiz-prompt">
      <p
        className={`quiz-prompt__text${isWord ? ' quiz-prompt__text--word' : ''}`}
        lang={isWord ? item.lang : undefined}
        data-testid="quiz-prompt"
      >
        {item.prompt}
      </p>
      {(isWord || item.kind === 'translation-choice') && <AudioButton text={item.prompt} lang={item.lang} size="small" />}
    </div>
  );
}

function choiceState(choice: string, answer: GivenAnswer | undefined): 'idle' | 'right' | 'wrong' | 'missed' {
  if (!answer) return 'idle';
  if (choice === answer.expected) return answer.given === choice ? 'right' : 'missed';
  return choice === answer.given ? 'wrong' : 'idle';
}

export function QuizPlay({ session, onDone }: Props) {
  const { t } = useTranslation();
  const items = session.items;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<GivenAnswer[]>([]);
  const [typed, setTyped] = useState('');
  const [finishing, setFinishing] = useState(false);
  const latest = useRef<GivenAnswer[]>([]);
  const inFlight = useRef(new Map<number, Promise<void>>());
  const shownAt = useRef(Date.now());
  const item = items[index];
  const answer = answers[index];

  const update = (at: number, next: GivenAnswer) => {
    latest.current = latest.current.map((a, i) => (i === at ? next : a));
    setAnswers(latest.current);
  };

  const send = (at: number, given: GivenAnswer): Promise<void> => {
    const target = items[at];
    if (!target) return Promise.resolve();
    const request = postAnswer(session.id, { itemId: target.id, answer: given.given, ms: given.ms, requestId: given.requestId }).then(
      (result) => update(at, confirm(given, result)),
      (error: unknown) => {
        // Answered already (a replay whose first answer got through) or the quiz is over: the local verdict stands.
        if (hasErrorKey(error, 'study.itemDone') || hasErrorKey(error, 'study.sessionFinished')) update(at, { ...given, confirmed: true });
      },
    );
    inFlight.current.set(at, request);
    return request;
  };

  const choose = (given: string) => {
    if (!item || answer || given.trim() === '') return;
    const local = answerLocally(item, given, Date.now() - shownAt.current, `q${randomId(24)}`);
    latest.current = [...latest.current.slice(0, index), local];
    setAnswers(latest.current);
    void send(index, local);
  };

  const finish = async () => {
    setFinishing(true);
    await Promise.all(inFlight.current.values());
    const unconfirmed = latest.current.map((a, i) => [a, i] as const).filter(([a]) => !a.confirmed);
    await Promise.all(unconfirmed.map(([a, i]) => send(i, a)));
    if (latest.current.some((a) => !a.confirmed)) toast(t('homes.messages.networkRequestFailed'));
    setFinishing(false);
    onDone(latest.current);
  };

  const next = () => {
    if (index + 1 >= items.length) return void finish();
    setIndex(index + 1);
    setTyped('');
    shownAt.current = Date.now();
  };

  if (!item) return null;
  return (
    <div className="quiz-play" data-testid="quiz-play">
      <div className="quiz-play__progress">
        <span data-testid="quiz-progress">{t('quiz.progress', { n: index + 1, total: items.length })}</span>
        <ProgressBar percent={Math.round(((index + (answer ? 1 : 0)) / items.length) * 100)} />
      </div>
      <section className="card quiz-card" data-testid="quiz-item" data-kind={item.kind} data-item={item.id}>
        <p className="quiz-card__ask">{t(`quiz.ask.${item.kind}`)}</p>
        <Prompt item={item} />
        {item.choices && item.choices.length > 0 ? (
          <div className="quiz-choices">
            {item.choices.map((choice) => {
              const state = choiceState(choice, answer);
              return (
                <button
                  type="button"
                  key={choice}
                  className={`quiz-choice quiz-choice--${state}`}
                  disabled={answer !== undefined}
                  onClick={() => choose(choice)}
                  lang={item.kind === 'meaning-choice' || item.kind === 'translation-choice' ? undefined : item.lang}
                  data-testid="quiz-choice"
                  data-state={state}
                >
                  {choice}
                </button>
              );
            })}
          </div>
        ) : item.tokens && item.tokens.length > 0 ? (
          <WordOrderAnswer key={item.id} item={item} disabled={answer !== undefined} onAnswer={choose} />
        ) : (
          <form
            className="quiz-typed"
            onSubmit={(e) => {
              e.preventDefault();
              choose(typed);
            }}
          >
            <Input
              value={typed}
              onChange={setTyped}
              disabled={answer !== undefined}
              placeholder={t('quiz.typeAnswer')}
              data-testid="quiz-input"
            />
            <Button type="submit" disabled={answer !== undefined || typed.trim() === ''} data-testid="quiz-submit">
              {t('quiz.submit')}
            </Button>
          </form>
        )}
        {answer && (
          <p className={`quiz-feedback quiz-feedback--${answer.correct ? 'right' : 'wrong'}`} role="status" data-testid="quiz-feedback">
            {answer.correct ? t('quiz.right') : answer.expected ? t('quiz.wrongAnswer', { answer: answer.expected }) : t('quiz.wrong')}
          </p>
        )}
      </section>
      {answer && (
        <Button block color="primary" size="large" loading={finishing} onClick={next} data-testid="quiz-next">
          {index + 1 >= items.length ? t('quiz.seeResult') : t('quiz.next')}
        </Button>
      )}
    </div>
  );
}
