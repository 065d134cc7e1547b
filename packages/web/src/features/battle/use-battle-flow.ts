/**
 * Hooks the four battle pages share: follow the battle to the page its phase belongs on, toast
 * the server's error frames in the UI language, and tick a clock for countdowns and timer bars.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast';
import { type BattlePage, pageOfPhase } from './battle-rules';
import { BATTLE_PATHS } from './paths';
import type { BattlePhase } from './state/battle-state';
import { useBattle } from './state/battle-store';

/**
 * Moves to the page of the current phase when it is not this one (replacing, so back skips stale
 * steps). `ignore` lists phases this page stays on anyway (the index ignores a finished battle:
 * coming back to it from the result starts afresh).
 */
const NONE: readonly BattlePhase[] = [];

export function useFollowPhase(here: BattlePage, ignore: readonly BattlePhase[] = NONE): void {
  const phase = useBattle((s) => s.phase);
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `phase` is the trigger; the effect reads the store's latest phase itself.
  useEffect(() => {
    // Read at effect time: an earlier effect of the same page (resuming after a reload) may have moved it on.
    const now = useBattle.getState().phase;
    const target = ignore.includes(now) ? here : pageOfPhase(now);
    if (target !== here) navigate(BATTLE_PATHS[target], { replace: true });
  }, [phase, here, navigate, ignore]);
}

/** Toasts each error frame once, in the UI language (the code picks the text; the server's msg is the fallback). */
export function useBattleErrors(): void {
  const { t, i18n } = useTranslation();
  const error = useBattle((s) => s.error);
  const lost = useBattle((s) => s.connectionLost);
  const clearError = useBattle((s) => s.clearError);
  useEffect(() => {
    if (lost) {
      toast(t('battle.connectionLost'));
      clearError();
      return;
    }
    if (!error) return;
    const key = `battle.errors.${error.code}`;
    toast(i18n.exists(key) ? (t(key as 'battle.errors.malformed') as string) : error.msg);
    clearError();
  }, [error, lost, clearError, t, i18n]);
}

/** The local time, re-read every `everyMs` while `active`. */
export function useTick(everyMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs, active]);
  return now;
}

/** Each battle page opens at its top (the hash router keeps the scroll of the page before, e.g. the study tab's). */
export function useScrollTop(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
