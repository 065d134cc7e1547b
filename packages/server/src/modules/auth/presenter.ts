/** Shapes a user row into the API's UserInfo. */
import type { Identity, Lang, UiLang, UserInfo } from '@qfl/core';
import type { UsersTable } from '../../db/schema.js';

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

export function presentUser(row: Omit<UsersTable, 'id'> & { id: number }): UserInfo {
  return {
    id: Number(row.id),
    phone: maskPhone(row.phone),
    nickname: row.nickname,
    identity: row.identity as Identity | null,
    nativeLang: row.native_lang as Lang | null,
    learningLang: row.learning_lang as Lang | null,
    level: row.level,
    uiLang: row.ui_lang as UiLang | null,
    createdAt: Number(row.created_at),
  };
}
