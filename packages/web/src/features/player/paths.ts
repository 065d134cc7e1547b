/** Route of the turbo player (hash router) and links into it from the study tab, books and word lists. */
export const PLAYER_PATH = '/pages/player/turbo';

export type PlayerLink =
  | { source: 'book'; book: number; groups?: readonly number[] }
  | { source: 'new-words' }
  | { source: 'today' }
  | { playlist: number };

/** `?source=book&book=<id>[&groups=1,2]`, `?source=new-words`, `?source=today`, `?playlist=<id>`; none: the last playlist. */
export function playerHref(link?: PlayerLink): string {
  return link ? `${PLAYER_PATH}?${playerParams(link).toString()}` : PLAYER_PATH;
}

export function playerParams(link: PlayerLink): URLSearchParams {
  const params = new URLSearchParams();
  if ('playlist' in link) params.set('playlist', String(link.playlist));
  else {
    params.set('source', link.source);
    if (link.source === 'book') {
      params.set('book', String(link.book));
      if (link.groups && link.groups.length > 0) params.set('groups', link.groups.join(','));
    }
  }
  return params;
}

const positive = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);
/** Group numbers start at 0 in uploaded books. */
const groupNo = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** Reads a link back from the query string; null when it names nothing (or nothing valid). */
export function parsePlayerLink(params: URLSearchParams): PlayerLink | null {
  const playlist = positive(params.get('playlist'));
  if (playlist) return { playlist };
  const source = params.get('source');
  if (source === 'today' || source === 'new-words') return { source };
  const book = positive(params.get('book'));
  if (source === 'book' && book) {
    const groups = (params.get('groups') ?? '')
      .split(',')
      .map(groupNo)
      .filter((g): g is number => g !== undefined);
    return groups.length > 0 ? { source: 'book', book, groups } : { source: 'book', book };
  }
  return null;
}
