/**
 * Dictation (`/pages/book/dictation?book=<id>|source=new-words|today|sentence=<itemId>`): choose
 * what to dictate, then hear each item (speed, replay), type it, see it graded with the difference,
 * and at the end retry the wrong ones. The server grades every answer and writes the memory.
 */
import { type DictationAnswerResult, type DictationSession, randomId } from '@qfl/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { invalidateToday, useTodayQuery } from '../study-tab/api/today';
import { answerDictation, fetchDictation, startDictation } from './api/dictation';
import { DictationItemView } from './DictationItemView';
import { DictationSetup, type SetupSource } from './DictationSetup';
import { DictationSummaryView } from './DictationSummaryView';
import './dictation.css';

type Run =
  | { phase: 'setup' }
  | { phase: 'item'; session: DictationSession; queue: number[]; index: number; retry: boolean; result: DictationAnswerResult | null }
  | { phase: 'summary'; session: DictationSession };

const positiveInt = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

export default function DictationPage() {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.study);
  const client = useQueryClient();
  const [params] = useSearchParams();
  const bookId = positiveInt(params.get('book'));
  const group = params.get('group') !== null && /^\d+$/.test(params.get('group') ?? '') ? Number(params.get('group')) : undefined;
  const sentenceId = positiveInt(params.get('sentence'));
  // Opened without a book (the study tools): the active book, so a learner with nothing learned yet
  // still has something to dictate on day one.
  const activeBookId = useTodayQuery().data?.activeBook?.id;
  const dictationBookId = bookId ?? activeBookId;
  const linked: SetupSource[] = [...(sentenceId ? ['sentence' as const] : []), ...(dictationBookId ? ['book' as const] : [])];
  const sources: SetupSource[] = [...linked, 'today', 'new-words'];
  const wanted = params.get('source');
  const [source, setSource] = useState<SetupSource>(linked[0] ?? (wanted === 'new-words' ? 'new-words' : 'today'));
  const [sourceChosen, setSourceChosen] = useState(wanted !== null || sentenceId !== undefined || bookId !== undefined);
  useEffect(() => {
    if (!sourceChosen && activeBookId !== undefined) setSource('book');
  }, [sourceChosen, activeBookId]);
  const [kind, setKind] = useState<'word' | 'sentence'>('word');
  const [speed, setSpeed] = useState(1);
  const [run, setRun] = useState<Run>({ phase: 'setup' });
  const [starting, setStarting] = useState(false);
  const [sending, setSending] = useState(false);
  const [startedAt, setStartedAt] = useState(0);

  const begin = async () => {
    setStarting(true);
    try {
      const session = await startDictation({
        source,
        ...(source === 'book' ? { bookId: dictationBookId, group } : {}),
        ...(source === 'sentence' ? { sentence: sentenceId } : { kind }),
      });
      setRun({ phase: 'item', session, queue: session.items.map((i) => i.id), index: 0, retry: false, result: null });
      setStartedAt(Date.now());
    } catch {
      // The client toasts the server's message (nothing to dictate, not found).
    } finally {
      setStarting(false);
    }
  };

  const submit = async (answer: string) => {
    if (run.phase !== 'item') return;
    const itemId = run.queue[run.index] as number;
    setSending(true);
    try {
      const result = await answerDictation(run.session.id, {
        itemId,
        answer,
        ms: Math.min(3_600_000, Date.now() - startedAt),
        requestId: randomId(24),
      });
      setRun({ ...run, result });
      void invalidateToday(client);
    } catch {
      // Toasted; the answer stays typed so it can be sent again.
    } finally {
      setSending(false);
    }
  };

  const next = async () => {
    if (run.phase !== 'item') return;
    if (run.index + 1 < run.queue.length) {
      setRun({ ...run, index: run.index + 1, result: null });
      setStartedAt(Date.now());
      return;
    }
    try {
      setRun({ phase: 'summary', session: await fetchDictation(run.session.id) });
    } catch {
      // Toasted; stay on the last item.
    }
  };

  const retryWrong = () => {
    if (run.phase !== 'summary') return;
    const queue = run.session.items.filter((i) => i.correct === false).map((i) => i.id);
    setRun({ phase: 'item', session: run.session, queue, index: 0, retry: true, result: null });
    setStartedAt(Date.now());
  };

  let body: ReactNode;
  if (run.phase === 'setup') {
    body = (
      <DictationSetup
        sources={sources}
        source={source}
        kind={kind}
        starting={starting}
        onSource={(s) => {
          setSourceChosen(true);
          setSource(s);
        }}
        onKind={setKind}
        onStart={() => void begin()}
      />
    );
  } else if (run.phase === 'item') {
    const item = run.session.items.find((i) => i.id === run.queue[run.index]);
    body = item ? (
      <DictationItemView
        item={item}
        position={run.index}
        count={run.queue.length}
        retry={run.retry}
        speed={speed}
        onSpeed={setSpeed}
        result={run.result}
        sending={sending}
        onSubmit={(a) => void submit(a)}
        onNext={() => void next()}
      />
    ) : null;
  } else {
    body = <DictationSummaryView session={run.session} onRetry={retryWrong} onAgain={() => setRun({ phase: 'setup' })} />;
  }

  return (
    <div className="page" data-testid="page-dictation">
      <NavBar title={t('dictation.title')} onBack={back} />
      <main className="page__body">{body}</main>
    </div>
  );
}
