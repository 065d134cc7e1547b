/**
 * After an answer: right or wrong (the server's grade once it comes; a note when it overruled the
 * client), the expected answer, "add to new words" for the word, and continue (Enter works too).
 */
import Button, { type ButtonRef } from 'antd-mobile/es/components/button';
import CheckCircleFill from 'antd-mobile-icons/es/CheckCircleFill';
import CloseCircleFill from 'antd-mobile-icons/es/CloseCircleFill';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Feedback } from './engine/practice-state';
import { NewWordsSwitch } from './NewWordsSwitch';

interface FeedbackPanelProps {
  feedback: Feedback;
  lang: string;
  entryId: number | null;
  inNewWords: boolean;
  onNewWords(on: boolean): void;
  onContinue(): void;
}

export function FeedbackPanel({ feedback, lang, entryId, inNewWords, onNewWords, onContinue }: FeedbackPanelProps) {
  const { t } = useTranslation();
  const button = useRef<ButtonRef>(null);
  useEffect(() => {
    button.current?.nativeElement?.focus();
  }, []);
  return (
    <section
      className={`feedback feedback--${feedback.correct ? 'right' : 'wrong'}`}
      role="status"
      data-testid="practice-feedback"
      data-correct={feedback.correct}
      data-confirmed={feedback.confirmed}
    >
      <p className="feedback__verdict">
        {feedback.correct ? <CheckCircleFill /> : <CloseCircleFill />}
        {t(feedback.correct ? 'practice.right' : 'practice.wrong')}
      </p>
      {feedback.overruled && <p className="feedback__note">{t('practice.serverGraded')}</p>}
      {!feedback.correct && (
        <p className="feedback__expected" data-testid="practice-expected">
          {t('practice.expected')}{' '}
          {feedback.expected === null ? (
            <span className="muted">{t(feedback.refused ? 'practice.notChecked' : 'practice.checking')}</span>
          ) : (
            <strong lang={lang}>{feedback.expected}</strong>
          )}
        </p>
      )}
      <div className="feedback__actions">
        {entryId !== null && <NewWordsSwitch entryId={entryId} on={inNewWords} onChange={onNewWords} />}
        <Button ref={button} color={feedback.correct ? 'success' : 'primary'} onClick={onContinue} data-testid="practice-continue">
          {t('practice.continue')}
        </Button>
      </div>
    </section>
  );
}
