/**
 * The book picker sheet: switch what plays without leaving the player — today's due words, the
 * new-words book, a recent playlist, or a word or sentence book of the learning language (browse
 * levels), all its groups or some of them.
 */
import { MAX_LEVEL, MIN_LEVEL, type Lang } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { useBookDetailQuery } from '../../book/api/book-detail';
import { bookTitle, useBooksQuery } from '../../books/api/books';
import { usePlaylistsQuery } from '../api/player';
import type { PlayerLink } from '../paths';

function BookGroups({
  bookId,
  chosen,
  setChosen,
  onPick,
}: {
  bookId: number;
  chosen: number[];
  setChosen: (update: (c: number[]) => number[]) => void;
  onPick(link: PlayerLink): void;
}) {
  const { t } = useTranslation();
  const detail = useBookDetailQuery(bookId);
  if (detail.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (detail.isError) return <p className="muted">{t('player.loadingFailed')}</p>;
  const toggle = (g: number) => setChosen((c) => (c.includes(g) ? c.filter((x) => x !== g) : [...c, g].sort((a, b) => a - b)));
  return (
    <div className="pl-groups" data-testid="picker-groups">
      <p className="pl-choices__hint">{t('player.picker.groupsHint')}</p>
      <div className="pl-choices__row">
        <button
          type="button"
          className={`pl-chip${chosen.length === 0 ? ' pl-chip--on' : ''}`}
          aria-pressed={chosen.length === 0}
          onClick={() => setChosen(() => [])}
          data-testid="picker-group-all"
        >
          {t('player.picker.allGroups')}
        </button>
        {detail.data.groups.map((g) => (
          <button
            key={g.index}
            type="button"
            className={`pl-chip${chosen.includes(g.index) ? ' pl-chip--on' : ''}`}
            aria-pressed={chosen.includes(g.index)}
            onClick={() => toggle(g.index)}
            data-testid={`picker-group-${g.index}`}
          >
            {t('player.picker.group', { n: g.index })}
          </button>
        ))}
      </div>
      <Button color="primary" block onClick={() => onPick({ source: 'book', book: bookId, groups: chosen })} data-testid="picker-start">
        {t('player.picker.start')}
      </Button>
    </div>
  );
}

export function BookPicker({
  open,
  lang,
  level,
  currentId,
  onPick,
  onClose,
}: {
  open: boolean;
  lang: Lang | null;
  level: number | null;
  currentId: number | null;
  onPick(link: PlayerLink): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [lv, setLv] = useState<number>(level ?? MIN_LEVEL);
  const [book, setBook] = useState<number | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  // "Done" with a book open starts it (its chosen groups, else all): closing would start nothing.
  const done = () => (book === null ? onClose() : onPick({ source: 'book', book, groups: chosen }));
  const books = useBooksQuery({ lang, level: lv });
  const recent = usePlaylistsQuery(open);
  const listenable = (books.data ?? []).filter((b) => b.type === 'word' || b.type === 'sentence');
  const ui = currentLanguage();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="pl-sheet" destroyOnClose>
      <div className="pl-sheet__head">
        <h2 className="pl-sheet__title">{t('player.picker.title')}</h2>
        <button type="button" className="pl-sheet__done tap-target" onClick={done} data-testid="picker-close">
          {t('player.done')}
        </button>
      </div>
      <div className="pl-sheet__body" data-testid="player-picker">
        <div className="pl-picker__quick">
          <Button onClick={() => onPick({ source: 'today' })} data-testid="picker-today">
            {t('player.picker.today')}
          </Button>
          <Button onClick={() => onPick({ source: 'new-words' })} data-testid="picker-new-words">
            {t('player.picker.newWords')}
          </Button>
        </div>
        {(recent.data?.items.length ?? 0) > 0 && (
          <section>
            <h3 className="pl-choices__label">{t('player.picker.recent')}</h3>
            <ul className="pl-list">
              {recent.data?.items.slice(0, 5).map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className="pl-list__row"
                    onClick={() => onPick({ playlist: p.id })}
                    data-testid={`picker-playlist-${p.id}`}
                  >
                    <span className="pl-list__title">{p.kind === 'book' ? p.title : t(`player.kinds.${p.kind}`)}</span>
                    <span className="pl-list__meta">
                      {p.id === currentId
                        ? t('player.picker.current')
                        : t('player.progress', { current: (p.position?.index ?? 0) + 1, total: p.total })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section>
          <div className="pl-picker__level">
            <h3 className="pl-choices__label">{t('player.picker.books')}</h3>
            <div className="pl-picker__stepper">
              <button
                type="button"
                className="pl-chip"
                disabled={lv <= MIN_LEVEL}
                onClick={() => setLv(lv - 1)}
                aria-label="−"
                data-testid="picker-level-down"
              >
                −
              </button>
              <span data-testid="picker-level">{t('player.picker.level', { level: lv })}</span>
              <button
                type="button"
                className="pl-chip"
                disabled={lv >= MAX_LEVEL}
                onClick={() => setLv(lv + 1)}
                aria-label="+"
                data-testid="picker-level-up"
              >
                +
              </button>
            </div>
          </div>
          {books.isError && <p className="muted">{t('player.loadingFailed')}</p>}
          {books.isSuccess && listenable.length === 0 && <p className="muted">{t('player.picker.noBooks')}</p>}
          <ul className="pl-list">
            {listenable.map((b) => (
              <li key={b.id}>
                <button
                  type="button"
                  className="pl-list__row"
                  onClick={() => {
                    setBook(book === b.id ? null : b.id);
                    setChosen([]);
                  }}
                  aria-expanded={book === b.id}
                  data-testid={`picker-book-${b.id}`}
                >
                  <span className="pl-list__title">{bookTitle(b, ui)}</span>
                  <span className="pl-list__meta">
                    {t(b.type === 'word' ? 'player.picker.wordBook' : 'player.picker.sentenceBook')} ·{' '}
                    {t('player.picker.items', { count: b.itemCount })}
                  </span>
                </button>
                {book === b.id && <BookGroups bookId={b.id} chosen={chosen} setChosen={setChosen} onPick={onPick} />}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Popup>
  );
}
