/**
 * One question of an exam or a reading quiz, answered in place (the answers are sent together on
 * submission): choices, true/false, a typed word, or sentences tapped into order. Listening
 * questions show only a play button (the text is spoken, not shown).
 */
import { type AttemptQuestion, BLANK, ORDER_SEPARATOR } from '@qfl/core';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioButton } from '../../audio';

interface QuestionViewProps {
  question: AttemptQuestion;
  number: number;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
}

/** A prompt with its blank drawn as a line. */
export function Prompt({ text, lang }: { text: string; lang: string }) {
  const parts = text.split(BLANK);
  return (
    <p className="exam-q__prompt" lang={lang} data-testid="exam-q-prompt">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
        <span key={i}>
          {part}
          {i < parts.length - 1 && (
            <span className="exam-q__blank">
              <span className="sr-only">____</span>
            </span>
          )}
        </span>
      ))}
    </p>
  );
}

function Choices({ question, value, onChange, disabled }: Omit<QuestionViewProps, 'number'>) {
  const { t } = useTranslation();
  const trueFalse = question.kind === 'true-false';
  return (
    <div className={trueFalse ? 'exam-q__choices exam-q__choices--row' : 'exam-q__choices'}>
      {(question.choices ?? []).map((choice, i) => (
        <button
          key={choice}
          type="button"
          aria-pressed={value === choice}
          className={`exam-choice${value === choice ? ' exam-choice--on' : ''}`}
          disabled={disabled}
          onClick={() => onChange(value === choice ? null : choice)}
          lang={
            trueFalse ? undefined : question.kind === 'meaning-choice' || question.kind === 'listen-meaning' ? undefined : question.lang
          }
          data-testid={`exam-choice-${i}`}
        >
          {trueFalse ? t(choice === 'true' ? 'exam.true' : 'exam.false') : choice}
        </button>
      ))}
    </div>
  );
}

function OrderPicker({ question, value, onChange, disabled }: Omit<QuestionViewProps, 'number'>) {
  const { t } = useTranslation();
  const choices = question.choices ?? [];
  const [picked, setPicked] = useState<number[]>(() => {
    if (!value) return [];
    const lines = value.split(ORDER_SEPARATOR);
    const out: number[] = [];
    for (const line of lines) {
      const i = choices.findIndex((c, k) => c === line && !out.includes(k));
      if (i >= 0) out.push(i);
    }
    return out;
  });
  const update = (next: number[]) => {
    setPicked(next);
    onChange(next.length === choices.length ? next.map((i) => choices[i]).join(ORDER_SEPARATOR) : null);
  };
  return (
    <div className="exam-order">
      <ol className="exam-order__picked" data-testid="exam-picked">
        {picked.map((i, n) => (
          <li key={i}>
            <button
              type="button"
              className="exam-order__item exam-order__item--on"
              disabled={disabled}
              onClick={() => update(picked.filter((k) => k !== i))}
            >
              <span className="exam-order__n">{n + 1}</span>
              <span lang={question.lang}>{choices[i]}</span>
            </button>
          </li>
        ))}
      </ol>
      {picked.length < choices.length && <p className="muted exam-order__hint">{t('exam.orderHint')}</p>}
      <div className="exam-order__pool">
        {choices.map((c, i) =>
          picked.includes(i) ? null : (
            <button
              key={c}
              type="button"
              className="exam-order__item"
              disabled={disabled}
              onClick={() => update([...picked, i])}
              lang={question.lang}
              data-testid={`exam-order-${i}`}
            >
              {c}
            </button>
          ),
        )}
      </div>
    </div>
  );
}

export function QuestionView({ question, number, value, onChange, disabled }: QuestionViewProps) {
  const { t } = useTranslation();
  const typed = question.kind === 'spell' || question.kind === 'fill-blank';
  return (
    <article
      className="card exam-q"
      data-testid="exam-question"
      data-kind={question.kind}
      data-question={question.id}
      data-answered={value !== null}
    >
      <header className="exam-q__head">
        <span className="exam-q__number">{number}</span>
        <span className="muted">{t(`exam.kinds.${question.kind}`)}</span>
      </header>
      {question.audio && (
        <div className="exam-q__audio">
          <AudioButton
            text={question.audio.text}
            lang={question.audio.lang}
            size="large"
            label={t('exam.listen')}
            data-testid="exam-listen"
          />
          <span className="muted">{t('exam.listenHint')}</span>
        </div>
      )}
      {question.prompt &&
        (question.kind === 'meaning-choice' ? (
          <p className="exam-q__word" lang={question.lang}>
            {question.prompt}
          </p>
        ) : (
          <Prompt text={question.prompt} lang={question.kind === 'spell' ? '' : question.lang} />
        ))}
      {question.detail && (
        <p
          className={question.kind === 'true-false' ? 'exam-q__detail exam-q__detail--translation' : 'exam-q__detail muted'}
          data-testid="exam-q-detail"
        >
          {question.kind === 'true-false' ? question.detail : t('exam.hint', { hint: question.detail })}
        </p>
      )}
      {typed ? (
        <Input
          className="exam-q__input"
          value={value ?? ''}
          disabled={disabled}
          placeholder={t('exam.typeHere')}
          onChange={(v) => onChange(v.trim() === '' ? null : v)}
          autoComplete="off"
          data-testid="exam-input"
        />
      ) : question.kind === 'sentence-order' ? (
        <OrderPicker question={question} value={value} onChange={onChange} disabled={disabled} />
      ) : (
        <Choices question={question} value={value} onChange={onChange} disabled={disabled} />
      )}
    </article>
  );
}
