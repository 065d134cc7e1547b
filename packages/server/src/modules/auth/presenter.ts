/** Shapes a user row into the API's UserInfo (checked against userInfoSchema by every route's contract). */
import type { Identity, Lang, Role, UiLang, UserInfo } from '@qfl/core';
import type { UserRow } from './repo.js';

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

export function avatarUrl(userId: number, etag: string | null): string | null {
  return etag ? `/api/user/avatar/${userId}?v=${etag}` : null;
}

export function presentUser(row: UserRow): UserInfo {
  const id = row.id;
  return {
    id,
    phone: maskPhone(row.phone),
    nickname: row.nickname,
    identity: row.identity as Identity | null,
    nativeLang: row.native_lang as Lang | null,
    learningLang: row.learning_lang as Lang | null,
    level: row.level,
    uiLang: row.ui_lang as UiLang | null,
    role: row.role as Role,
    timeZone: row.time_zone,
    avatarUrl: avatarUrl(id, row.avatar_etag),
    createdAt: row.created_at,
  };
}
