/**
 * The signed-in user's info: the store's copy renders at once, a background fetch of
 * `GET /api/user/info` keeps it (and localStorage) fresh.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../session/store';
import { fetchUserInfo } from '../user';

const userKeys = {
  info: (userId: number | undefined) => ['user', 'info', userId] as const,
};

export function useUserInfo() {
  const userInfo = useSession((s) => s.userInfo);
  const signedIn = useSession((s) => s.token !== null);
  const setUserInfo = useSession((s) => s.setUserInfo);
  const query = useQuery({ queryKey: userKeys.info(userInfo?.id), queryFn: fetchUserInfo, enabled: signedIn });
  useEffect(() => {
    if (query.data) setUserInfo(query.data);
  }, [query.data, setUserInfo]);
  return userInfo;
}
