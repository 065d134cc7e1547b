/**
 * The turbo player (`/pages/player/turbo?source=book&book=<id>[&groups=]|source=today|source=new-words|playlist=<id>`):
 * hands-free listening to a playlist on the Web Audio clock, with the settings sheet (mode, speeds,
 * gaps, loop, sleep timer, translation language), the book picker, "I know this" / "again" into the
 * memory, and resume where the learner stopped. The engine and its hook do the playing; this page
 * only lays it out.
 */
import { DEFAULT_PLAYER_SETTINGS, type PlayerSettings } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { useCurrentUser } from '../account/api/user';
import { invalidateToday } from '../study-tab/api/today';
import { markHeard, playerKeys, savePlayerSettings, usePlayerSettingsQuery } from './api/player';
import { BookPicker } from './ui/BookPicker';
import { NowPlaying } from './ui/NowPlaying';
import { PlayerControls } from './ui/PlayerControls';
import { SettingsSheet } from './ui/SettingsSheet';
import { usePlayer } from './use-player';
import { usePlaylistSource } from './use-playlist';
import './player.css';

function clock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export default function PlayerPage() {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.study);
  const client = useQueryClient();
  const user = useCurrentUser();
  const saved = usePlayerSettingsQuery();
  const [settings, setSettings] = useState<PlayerSettings>(DEFAULT_PLAYER_SETTINGS);
  const [sheet, setSheet] = useState<'none' | 'settings' | 'picker'>('none');
  const [marking, setMarking] = useState(false);
  const [marked, setMarked] = useState<{ key: string; verdict: 'known' | 'again' } | null>(null);
  const shownAt = useRef(performance.now());

  useEffect(() => {
    if (saved.data) setSettings(saved.data);
  }, [saved.data]);

  const source = usePlaylistSource(settings.translationLang ?? undefined);
  const playlist = source.playlist;
  const player = usePlayer(playlist, settings, t('player.title'), {
    onItemFailed: (i) => toast(t('player.itemFailed', { word: playlist?.items[i]?.text ?? '' })),
    onSlept: () => toast(t('player.slept')),
  });
  const item = playlist?.items[player.index] ?? null;

  useEffect(() => {
    if (item) shownAt.current = performance.now();
  }, [item]);

  const change = (patch: Partial<PlayerSettings>) => {
    setSettings((s) => ({ ...s, ...patch }));
    savePlayerSettings(patch).then(
      (next) => client.setQueryData(playerKeys.settings(user?.id), next),
      () => toast(t('player.saveFailed')),
    );
  };

  const mark = async (verdict: 'known' | 'again') => {
    if (!item) return;
    setMarking(true);
    try {
      await markHeard(item, verdict, performance.now() - shownAt.current);
      setMarked({ key: item.key, verdict });
      toast(t(verdict === 'known' ? 'player.markedKnown' : 'player.markedAgain', { word: item.text }));
      void invalidateToday(client);
    } catch {
      // The client toasted the server's message.
    } finally {
      setMarking(false);
    }
  };

  const passes = settings.loopCount < 0 ? null : settings.loopCount + 1;
  const loopLine =
    settings.loopCount === 0
      ? null
      : passes === null
        ? t('player.loopEndless', { n: player.pass + 1 })
        : t('player.loop', { n: player.pass + 1, total: passes });

  let body: ReactNode;
  if (source.phase === 'creating' || source.phase === 'loading') {
    body = (
      <p className="muted pl-center" data-testid="player-loading">
        {t('common.loading')}
      </p>
    );
  } else if (source.phase === 'createFailed' || source.phase === 'loadFailed') {
    body = (
      <EmptyState
        testId={source.phase === 'createFailed' ? 'player-load-content-failed' : 'player-load-failed'}
        title={t(source.phase === 'createFailed' ? 'player.loadContentFailed' : 'player.loadingFailed')}
        action={
          <div className="pl-actions">
            <Button color="primary" onClick={source.retry} data-testid="player-retry">
              {t('player.retry')}
            </Button>
            <Button onClick={() => setSheet('picker')}>{t('player.chooseOther')}</Button>
          </div>
        }
      />
    );
  } else if (source.phase === 'choose' || source.phase === 'empty' || !playlist || !item) {
    body = (
      <EmptyState
        testId="player-no-content"
        title={t('player.noContent')}
        hint={source.phase === 'choose' ? t('player.emptyHint') : undefined}
        action={
          <Button color="primary" onClick={() => setSheet('picker')} data-testid="player-choose">
            {t('player.chooseContent')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <div className="pl-head">
          <p className="pl-head__title" data-testid="player-title">
            {playlist.kind === 'book' ? playlist.title : t(`player.kinds.${playlist.kind}`)}
          </p>
          <p className="pl-head__meta">
            {t(`player.modes.${settings.mode}`)} · {t('player.speedX', { speed: settings.speed })}
            {player.sleepLeftMs !== null && (
              <span data-testid="player-sleep-left"> · {t('player.sleepLeft', { time: clock(player.sleepLeftMs) })}</span>
            )}
          </p>
        </div>
        <NowPlaying
          item={item}
          index={player.index}
          total={playlist.items.length}
          status={player.status}
          loopLine={loopLine}
          onToggle={player.toggle}
          onNext={player.next}
          onPrevious={player.previous}
        />
        {marked?.key === item.key && (
          <p className={`pl-marked pl-marked--${marked.verdict}`} data-testid="player-marked" data-verdict={marked.verdict}>
            {t(marked.verdict === 'known' ? 'player.markedKnown' : 'player.markedAgain', { word: item.text })}
          </p>
        )}
        <PlayerControls
          status={player.status}
          marking={marking}
          onToggle={player.toggle}
          onNext={player.next}
          onPrevious={player.previous}
          onMark={(v) => void mark(v)}
        />
      </>
    );
  }

  return (
    <div className="page pl-page" data-testid="page-player">
      <NavBar title={t('player.title')} onBack={back} />
      <main className="page__body pl-body">
        <div className="pl-tools">
          <Button size="small" onClick={() => setSheet('picker')} data-testid="player-open-picker">
            {t('player.chooseContent')}
          </Button>
          <Button size="small" onClick={() => setSheet('settings')} data-testid="player-open-settings">
            {t('player.settings')}
          </Button>
        </div>
        {body}
      </main>
      <SettingsSheet
        open={sheet === 'settings'}
        settings={settings}
        learningLang={playlist?.lang ?? user?.learningLang ?? null}
        onChange={change}
        onClose={() => setSheet('none')}
      />
      <BookPicker
        open={sheet === 'picker'}
        lang={playlist?.lang ?? user?.learningLang ?? null}
        level={user?.level ?? null}
        currentId={playlist?.id ?? null}
        onPick={(link) => {
          setSheet('none');
          source.open(link);
        }}
        onClose={() => setSheet('none')}
      />
    </div>
  );
}
