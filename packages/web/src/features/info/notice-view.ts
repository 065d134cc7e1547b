/**
 * What a notice says and where it leads, from its kind and payload (the server stores facts, the
 * client words them in the UI language). Kinds written by other features (team invites, mentor
 * links, circle, reports) are rendered here too; an unknown kind reads as a generic notice.
 */
import { isLang, type Notice, type UiLang } from '@qfl/core';
import type { TFunction } from 'i18next';
import { inviteJoinPath } from '../battle/paths';
import { CIRCLE_PATHS } from '../circle/paths';
import { userCardPath } from '../friends/paths';
import { MENTOR_PATHS } from '../mentors/paths';
import { TEAM_PATHS, teamPath } from '../teams/paths';
import { UPLOAD_PATHS } from '../upload/paths';

export interface NoticeView {
  text: string;
  detail: string | null;
  to: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function titleIn(titles: unknown, lang: UiLang): string {
  if (!titles || typeof titles !== 'object') return '';
  const t = titles as Record<string, unknown>;
  return (
    str(t[lang]) ??
    str(t.zh) ??
    Object.values(t)
      .map(str)
      .find((s) => s !== null) ??
    ''
  );
}

export function noticeView(n: Notice, t: TFunction, lang: UiLang, actorName: string): NoticeView {
  const p = n.payload;
  const name = actorName;
  const actorLink = n.actor ? userCardPath(n.actor.id) : null;
  switch (n.kind) {
    case 'friend_request':
      return { text: t('info.kind.friend_request', { name }), detail: str(p.message), to: actorLink };
    case 'friend_accepted':
      return { text: t('info.kind.friend_accepted', { name }), detail: null, to: actorLink };
    case 'team_invite':
      // The team page is for members: an invite leads to my teams, where it is answered (or inline).
      return { text: t('info.kind.team_invite', { name, team: str(p.teamName) ?? '' }), detail: null, to: TEAM_PATHS.list };
    case 'team_joined':
    case 'team_removed': {
      const teamId = num(p.teamId) ?? num(n.refId);
      return {
        text: t(`info.kind.${n.kind}`, { name, team: str(p.teamName) ?? '' }),
        detail: null,
        to: teamId !== null ? teamPath(teamId) : null,
      };
    }
    case 'battle_invite': {
      const code = str(p.code) ?? n.refId;
      const battleLang = str(p.lang);
      const langName = battleLang && isLang(battleLang) ? t(`langs.${battleLang}`) : '';
      return {
        text: t('info.kind.battle_invite', { name }),
        detail: t('info.battleDetail', { lang: langName, level: num(p.level) ?? '-' }),
        to: code ? inviteJoinPath(code) : null,
      };
    }
    case 'book_review': {
      const title = titleIn(p.titles, lang);
      const approved = p.decision === 'approve';
      return {
        text: t(approved ? 'info.kind.book_approved' : 'info.kind.book_rejected', { title }),
        detail: approved ? null : str(p.reason),
        to: UPLOAD_PATHS.mine,
      };
    }
    case 'mentor_link':
    case 'mentor_revoked': {
      const relation = p.relation === 'parent' ? t('info.relation.parent') : t('info.relation.mentor');
      return { text: t(`info.kind.${n.kind}`, { name, relation }), detail: null, to: MENTOR_PATHS.links };
    }
    case 'post_comment':
    case 'post_like':
      return { text: t(`info.kind.${n.kind}`, { name }), detail: str(p.text), to: CIRCLE_PATHS.mine };
    case 'report_result':
      return { text: t('info.kind.report_result'), detail: null, to: null };
    default:
      return { text: t('info.kind.other'), detail: null, to: null };
  }
}
