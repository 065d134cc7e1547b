/**
 * A pronunciation test page (`phonetic` or `multi`): choose the language, answer ten questions,
 * submit once, see the score with every right answer, and the history of past scores.
 */
import { type Lang, type PronKind, type PronResult, type PronTest, randomId } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useCurrentUser } from '../account/api/user';
import { invalidateToday } from '../study-tab/api/today';
import { fetchPronTest, invalidatePronHistory, startPronTest, submitPronTest } from './api/pron-tests';
import { PronHistoryList } from './PronHistoryList';
import { PronQuestionView } from './PronQuestionView';
import { PronResultView } from './PronResultView';
import './pron-test.css';

/** Languages each test exists for (the server answers pronTest.unavailable for the others). */
export const PRON_LANGS: Record<PronKind, Lang[]> = { phonetic: ['en', 'zh', 'ja', 'ko'], multi: ['zh', 'en', 'ja'] };

type Run =
  | { phase: 'intro' }
  | { phase: 'question'; test: PronTest; index: number; answers: { questionId: number; answer: string | null; ms: number }[] }
  | { phase: 'result'; result: PronResult; past: boolean };

export function PronTestPage({ kind }: { kind: PronKind }) {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.study);
  const client = useQueryClient();
  const user = useCurrentUser();
  const langs = PRON_LANGS[kind];
  const learning = user?.learningLang as Lang | undefined;
  const [lang, setLang] = useState<Lang>(learning && langs.includes(learning) ? learning : (langs[0] as Lang));
  const [run, setRun] = useState<Run>({ phase: 'intro' });
  const [busy, setBusy] = useState(false);
  const shownAt = useRef(0);
  const requestId = useRef('');

  const start = async () => {
    setBusy(true);
    try {
      const test = await startPronTest(kind, lang);
      requestId.current = randomId(24);
      shownAt.current = Date.now();
      setRun({ phase: 'question', test, index: 0, answers: [] });
    } catch {
      // Toasted by the client.
    } finally {
      setBusy(false);
    }
  };

  const submit = async (test: PronTest, answers: Extract<Run, { phase: 'question' }>['answers']) => {
    setBusy(true);
    try {
      const result = await submitPronTest(test.id, { answers, requestId: requestId.current });
      setRun({ phase: 'result', result, past: false });
      void invalidatePronHistory(client);
      void invalidateToday(client);
    } catch {
      // Toasted; the answers are kept, the last one can be tapped again to resend (same request id).
    } finally {
      setBusy(false);
    }
  };

  const answer = (value: string | null) => {
    if (run.phase !== 'question' || busy) return;
    const q = run.test.questions[run.index];
    if (!q) return;
    const answers = [
      ...run.answers.filter((a) => a.questionId !== q.id),
      { questionId: q.id, answer: value, ms: Date.now() - shownAt.current },
    ];
    shownAt.current = Date.now();
    if (run.index + 1 < run.test.questions.length) setRun({ ...run, index: run.index + 1, answers });
    else {
      setRun({ ...run, answers });
      void submit(run.test, answers);
    }
  };

  const openPast = async (id: number) => {
    try {
      setRun({ phase: 'result', result: await fetchPronTest(id), past: true });
      window.scrollTo(0, 0);
    } catch {
      // Toasted by the client.
    }
  };

  let body: ReactNode;
  if (run.phase === 'question') {
    const q = run.test.questions[run.index];
    body = q ? (
      <PronQuestionView
        question={q}
        lang={run.test.lang}
        position={run.index}
        count={run.test.questions.length}
        sending={busy}
        onAnswer={answer}
      />
    ) : null;
  } else {
    body = (
      <>
        {run.phase === 'result' ? (
          <PronResultView result={run.result} past={run.past} onAgain={() => setRun({ phase: 'intro' })} />
        ) : (
          <section className="card pron-intro" data-testid="pron-intro">
            <h2 className="card__title">{t(`pronTest.${kind}.introTitle`)}</h2>
            <p>{t(`pronTest.${kind}.introBody`)}</p>
            <h3 className="pron-intro__label">{t('pronTest.langLabel')}</h3>
            <Selector
              columns={langs.length}
              value={[lang]}
              onChange={(v) => v[0] && setLang(v[0])}
              options={langs.map((l) => ({ value: l, label: t(`langs.${l}`) }))}
              data-testid="pron-lang"
            />
            <p className="muted pron-intro__what">{t(`pronTest.${kind}.about.${lang}`)}</p>
            <Button color="primary" block loading={busy} onClick={() => void start()} data-testid="pron-start">
              {t('pronTest.start')}
            </Button>
          </section>
        )}
        <PronHistoryList kind={kind} onOpen={(id) => void openPast(id)} />
      </>
    );
  }

  return (
    <div className="page" data-testid={`page-pron-${kind}`}>
      <NavBar title={t(`pronTest.${kind}.title`)} onBack={back} />
      <main className="page__body">{body}</main>
    </div>
  );
}
