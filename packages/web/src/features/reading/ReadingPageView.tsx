/**
 * One page of an article: the legend, the text (words coloured by status, tap → popup, a lookup
 * counts as a failed recall), sentence-by-sentence audio with the sentence highlighted,
 * translations on demand, "mark the rest of the page known", previous and next page. Opening a
 * page saves the position; a status change is shown at once and marks other views stale.
 */
import type { ReadingPage, WordStatus } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { notifyFailure } from '../study/notify';
import { markPageKnown, readingKeys, recordLookup, saveWordStatus, savePosition } from './api/reading';
import { pageSentences, ReadingText } from './ReadingText';
import { useSentencePlayer } from './use-sentence-player';
import { WordPopup } from './WordPopup';

const LEGEND: WordStatus[] = ['new', 'learning', 'known', 'ignored'];

interface ReadingPageViewProps {
  data: ReadingPage;
  onPage(page: number): void;
}

export function ReadingPageView({ data, onPage }: ReadingPageViewProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const bookId = data.book.id;
  const [overrides, setOverrides] = useState<ReadonlyMap<string, WordStatus>>(new Map());
  const [selected, setSelected] = useState<{ index: number; sentence: number } | null>(null);
  const [openTr, setOpenTr] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [marking, setMarking] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);
  /** Words looked up on this page: a second tap is not another failed recall. */
  const lookedUp = useRef(new Set<string>());
  const sentences = useMemo(() => pageSentences(data), [data]);
  const statuses = useMemo(() => data.words.map((w) => overrides.get(w.key) ?? w.status), [data, overrides]);
  const staleElsewhere = useCallback(() => client.invalidateQueries({ queryKey: readingKeys.all, refetchType: 'none' }), [client]);
  const onSentence = useCallback((i: number) => void savePosition(bookId, data.page, i).catch(() => {}), [bookId, data.page]);
  const player = useSentencePlayer(textRef, sentences, data.book.lang, onSentence);

  useEffect(() => {
    savePosition(bookId, data.page)
      .then(() => staleElsewhere())
      .catch(() => {});
  }, [bookId, data.page, staleElsewhere]);

  const setStatus = useCallback((key: string, status: WordStatus) => setOverrides((m) => new Map(m).set(key, status)), []);

  const onWord = useCallback(
    (index: number, sentence: number) => {
      setSelected({ index, sentence });
      const word = data.words[index];
      if (!word || word.entryId === null) return;
      const now = overrides.get(word.key) ?? word.status;
      if ((now === 'new' || now === 'learning') && !lookedUp.current.has(word.key)) {
        lookedUp.current.add(word.key);
        recordLookup(word.entryId, bookId)
          .then((r) => {
            setStatus(word.key, r.status);
            void staleElsewhere();
          })
          .catch(() => lookedUp.current.delete(word.key));
      }
    },
    [data.words, overrides, bookId, setStatus, staleElsewhere],
  );
  const onTranslate = useCallback(
    (p: number) =>
      setOpenTr((open) => {
        const next = new Set(open);
        if (next.has(p)) next.delete(p);
        else next.add(p);
        return next;
      }),
    [],
  );

  const word = selected ? data.words[selected.index] : undefined;
  const form = useMemo(() => {
    if (!selected || !word) return '';
    let s = 0;
    for (const p of data.paragraphs)
      for (const sentence of p.sentences) {
        if (s++ === selected.sentence) return sentence.tokens.find((tok) => tok.w === selected.index)?.text ?? word.lemma;
      }
    return word.lemma;
  }, [selected, word, data.paragraphs]);

  const changeStatus = (status: 'new' | 'known' | 'ignored') => {
    if (!word) return;
    setSaving(true);
    saveWordStatus(word.entryId !== null ? { entryId: word.entryId } : { lemma: word.lemma, lang: data.book.lang }, status)
      .then((r) => {
        setStatus(word.key, r.status);
        setSelected(null);
        void staleElsewhere();
      })
      .catch(notifyFailure)
      .finally(() => setSaving(false));
  };

  const markRest = () => {
    setMarking(true);
    markPageKnown(bookId, data.page)
      .then((r) => {
        setOverrides((m) => {
          const next = new Map(m);
          for (const k of r.keys) next.set(k, 'known');
          return next;
        });
        toast(t('reading.markedKnown', { count: r.marked }));
        void staleElsewhere();
      })
      .catch(notifyFailure)
      .finally(() => setMarking(false));
  };

  const remainingNew = statuses.filter((s) => s === 'new').length;
  const last = data.book.pages;

  return (
    <>
      <div className="rd-legend" data-testid="reading-legend">
        {LEGEND.map((s) => (
          <span key={s} className="rd-legend__item">
            <span className={`rd-dot rd-${s}`} aria-hidden="true" />
            {t(`reading.status.${s}`)}
          </span>
        ))}
      </div>
      <section className="card rd-card" ref={textRef}>
        <ReadingText page={data} statuses={statuses} openTranslations={openTr} onWord={onWord} onTranslate={onTranslate} />
      </section>
      <div className="rd-toolbar">
        <Button
          size="small"
          color={player.playing === null ? 'default' : 'primary'}
          onClick={() => (player.playing === null ? player.playFrom(selected?.sentence ?? 0) : player.stop())}
          data-testid="reading-play"
          data-playing={player.playing === null ? '0' : '1'}
        >
          {player.playing === null ? t('reading.play') : t('reading.stop')}
        </Button>
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={marking}
          disabled={remainingNew === 0}
          onClick={markRest}
          data-testid="reading-mark-known"
        >
          {t('reading.markRestKnown', { count: remainingNew })}
        </Button>
      </div>
      <nav className="rd-pager" aria-label={t('reading.pager')}>
        <Button disabled={data.page <= 1} onClick={() => onPage(data.page - 1)} data-testid="reading-prev">
          {t('reading.prev')}
        </Button>
        <span className="rd-pager__at" data-testid="reading-page-at">
          {t('reading.pageOf', { page: data.page, pages: last })}
        </span>
        <Button color="primary" disabled={data.page >= last} onClick={() => onPage(data.page + 1)} data-testid="reading-next">
          {t('reading.next')}
        </Button>
      </nav>
      <WordPopup
        word={word ? { ...word, form } : null}
        status={word ? (overrides.get(word.key) ?? word.status) : 'new'}
        lang={data.book.lang}
        saving={saving}
        onStatus={changeStatus}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
