/** Route of dictation (hash router) and links into it. */
export const DICTATION_PATH = '/pages/book/dictation';

/** `?book=<id>[&group=n]`, `?source=new-words|today`, `?sentence=<itemId>`. */
export function dictationHref(q: { book?: number; group?: number; source?: 'new-words' | 'today'; sentence?: number } = {}): string {
  const params = new URLSearchParams();
  if (q.book !== undefined) params.set('book', String(q.book));
  if (q.group !== undefined) params.set('group', String(q.group));
  if (q.source) params.set('source', q.source);
  if (q.sentence !== undefined) params.set('sentence', String(q.sentence));
  const s = params.toString();
  return s ? `${DICTATION_PATH}?${s}` : DICTATION_PATH;
}
