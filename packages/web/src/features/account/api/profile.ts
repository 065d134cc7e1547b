/**
 * Account calls (profile, avatar, password, password reset) as TanStack Query mutations.
 * Each answer that carries a UserInfo replaces the session's copy and the cached user info,
 * so the mine tab and personal center show the new nickname or avatar at once.
 */
import type { ChangePasswordBody, ProfileBody, ResetPasswordBody, UserInfo } from '@qfl/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../session/store';
import { withTimeZone } from '../time-zone';
import { userKeys } from './user';

/** Moderation refusals are worded by the page, next to the field (the whole message, with its date). */
export const MODERATION_REFUSALS = ['moderation.blocked', 'moderation.imageBlocked', 'social.suspended'] as const;

export function updateProfile(body: ProfileBody) {
  return api.call('PUT /api/user/profile', { body, auth: true, quiet: MODERATION_REFUSALS });
}

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.call('POST /api/user/avatar', { body: form, auth: true, timeoutMs: 30_000, quiet: MODERATION_REFUSALS });
}

/** The caller words a wrong old password itself (`auth.wrongPassword`). */
export function changePassword(body: ChangePasswordBody) {
  return api.call('PUT /api/user/password', { body, auth: true, toast: false });
}

/** Signs in on success, like sign-in itself; failures are worded by the page. */
export function resetPassword(body: ResetPasswordBody) {
  return api.call('POST /api/user/password/reset', { body: withTimeZone(body), toast: false });
}

function useStoreUserInfo() {
  const client = useQueryClient();
  const setUserInfo = useSession((s) => s.setUserInfo);
  return (user: UserInfo) => {
    setUserInfo(user);
    client.setQueryData(userKeys.info(user.id), user);
  };
}

export function useUpdateProfileMutation() {
  const store = useStoreUserInfo();
  return useMutation({ mutationFn: updateProfile, onSuccess: store });
}

export function useUploadAvatarMutation() {
  const store = useStoreUserInfo();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: store });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
