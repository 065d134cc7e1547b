/** A tool page's input in its URL (`?lang=&text=`), the learner's learning language by default. */
import { isLang, type Lang } from '@qfl/core';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../account/api/user';

export function useToolParams(field: 'text' | 'word') {
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const raw = params.get('lang');
  const lang: Lang = raw && isLang(raw) ? raw : ((user?.learningLang as Lang | null | undefined) ?? 'en');
  const value = params.get(field) ?? '';
  const submit = (l: Lang, v: string) => setParams({ lang: l, [field]: v }, { replace: false });
  return { lang, value, submit };
}
