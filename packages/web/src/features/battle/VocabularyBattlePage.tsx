/**
 * `#/pages/battle/vocabulary-battle`: the same question to both players at the same moment, a
 * timer bar to the server's deadline, the choices as big buttons, points for right and fast
 * answers with a combo, both progress bars and the opponent's answer state live (right or wrong
 * only after one's own answer). Leaving mid-battle asks first; the result moves on to its page.
 */
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar';
import { ConnectionBanner } from './ConnectionBanner';
import { confirmLeave } from './leave-battle';
import { QuestionView } from './QuestionView';
import { useResumeOrLeave } from './BattleRoomPage';
import { ScoreBoard } from './ScoreBoard';
import { useBattle } from './state/battle-store';
import { TimerBar } from './TimerBar';
import { useBattleErrors, useFollowPhase, useTick, useScrollTop } from './use-battle-flow';
import './battle.css';

function Feedback() {
  const { t } = useTranslation();
  const mine = useBattle((s) => s.mine);
  const question = useBattle((s) => s.question);
  if (!mine || mine.correct === undefined) {
    return mine ? (
      <p className="battle-feedback" role="status" data-testid="battle-feedback" data-state="sent">
        {t('battle.sent')}
      </p>
    ) : null;
  }
  const expected = question?.choices.find((c) => c.id === mine.expected)?.text ?? '';
  return (
    <p
      className={`battle-feedback battle-feedback--${mine.correct ? 'right' : 'wrong'}`}
      role="status"
      data-testid="battle-feedback"
      data-state={mine.correct ? 'right' : 'wrong'}
    >
      {mine.correct
        ? t('battle.right', { points: mine.gained ?? 0 })
        : mine.choiceId
          ? t('battle.wrong', { answer: expected })
          : t('battle.timeUpAnswer', { answer: expected })}
    </p>
  );
}

export default function VocabularyBattlePage() {
  const { t } = useTranslation();
  const question = useBattle((s) => s.question);
  const mine = useBattle((s) => s.mine);
  const answer = useBattle((s) => s.answer);
  const serverNow = useBattle((s) => s.serverNow);
  useResumeOrLeave();
  useFollowPhase('battle');
  useScrollTop();
  useBattleErrors();
  useTick(250, question !== null);
  const remaining = question ? question.deadline - serverNow() : 0;
  const secondsLeft = Math.max(0, Math.ceil(remaining / 1000));
  const closed = question !== null && remaining <= 0;

  return (
    <div className="page battle-page battle-page--play" data-testid="page-battle-play">
      <NavBar
        title={question ? t('battle.progress', { n: question.index + 1, total: question.total }) : t('battle.title')}
        onBack={() => void confirmLeave(true)}
      />
      <ConnectionBanner />
      <main className="page__body battle-play">
        <ScoreBoard />
        {question ? (
          <>
            <TimerBar
              questionId={question.questionId}
              remainingMs={remaining}
              secondsLeft={secondsLeft}
              paused={mine?.questionId === question.questionId}
            />
            <QuestionView
              key={question.questionId}
              question={question}
              mine={mine?.questionId === question.questionId ? mine : null}
              closed={closed}
              onChoose={answer}
            />
            <Feedback />
            {closed && !mine && (
              <p className="battle-feedback battle-feedback--wrong" role="status" data-testid="battle-time-up">
                {t('battle.timeUp')}
              </p>
            )}
          </>
        ) : (
          <p className="muted">{t('common.loading')}</p>
        )}
      </main>
    </div>
  );
}
