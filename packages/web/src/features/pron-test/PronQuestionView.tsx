/** One question: what to listen to or look at, and its options; the answer is kept until the test is submitted. */
import type { PronTest } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useTranslation } from 'react-i18next';
import { AudioButton } from '../audio';

type Question = PronTest['questions'][number];

/** The context with the asked part in bold. */
export function Highlighted({ text, part }: { text: string; part: string | null }) {
  if (!part) return <>{text}</>;
  const at = text.toLowerCase().indexOf(part.toLowerCase());
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className="pron-mark">{text.slice(at, at + part.length)}</mark>
      {text.slice(at + part.length)}
    </>
  );
}

export function PronQuestionView({
  question,
  lang,
  position,
  count,
  sending,
  onAnswer,
}: {
  question: Question;
  lang: string;
  position: number;
  count: number;
  sending: boolean;
  onAnswer: (answer: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="pron-progress" data-testid="pron-progress">
        <span className="muted">{t('pronTest.progress', { n: position + 1, max: count })}</span>
        <ProgressBar percent={(position / count) * 100} />
      </div>
      <section className="card pron-question" data-testid="pron-question" data-type={question.type}>
        <p className="muted pron-question__ask">{t(`pronTest.ask.${question.type}`)}</p>
        {question.audio && (
          <div className="pron-question__audio">
            <AudioButton
              key={position}
              text={question.audio.text}
              lang={question.audio.lang}
              size="large"
              label={t('pronTest.listen')}
              data-testid="pron-audio"
            />
          </div>
        )}
        {question.context ? (
          <p className="pron-question__context" lang={lang} data-testid="pron-context">
            <Highlighted text={question.context} part={question.highlight} />
          </p>
        ) : (
          question.prompt && (
            <p className="pron-question__prompt" lang={lang} data-testid="pron-prompt">
              {question.prompt}
            </p>
          )
        )}
        <div className={`pron-options${question.options.every((o) => Array.from(o).length <= 4) ? ' pron-options--grid' : ''}`}>
          {question.options.map((o, i) => (
            <Button key={o} block className="pron-option" disabled={sending} onClick={() => onAnswer(o)} data-testid={`pron-option-${i}`}>
              <span lang={question.type === 'ipa-see' ? 'en' : undefined}>{o}</span>
            </Button>
          ))}
        </div>
        <Button block fill="none" className="pron-skip" disabled={sending} onClick={() => onAnswer(null)} data-testid="pron-skip">
          {t('pronTest.dontKnow')}
        </Button>
      </section>
    </>
  );
}
