/**
 * Dismissing a book's "already known?" offer is kept on this device, per user and book, with the
 * number of words offered then (localStorage `knownOfferDismissed`): the offer comes back only
 * when tests show more known words of the book than when it was dismissed.
 */
export const KNOWN_OFFER_STORAGE_KEY = 'knownOfferDismissed';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;
type Dismissed = Record<string, number>;

const keyOf = (userId: number, bookId: number) => `${userId}:${bookId}`;

export function parseDismissed(raw: string | null): Dismissed {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Dismissed = {};
    for (const [k, v] of Object.entries(value)) if (Number.isInteger(v)) out[k] = v as number;
    return out;
  } catch {
    return {};
  }
}

/** The offer shows when there are words to offer and no dismissal covers this many. */
export function showKnownOffer(userId: number, bookId: number, count: number, store?: KeyValueStore): boolean {
  if (count <= 0) return false;
  try {
    const at = parseDismissed((store ?? localStorage).getItem(KNOWN_OFFER_STORAGE_KEY))[keyOf(userId, bookId)];
    return at === undefined || count > at;
  } catch {
    return true;
  }
}

export function dismissKnownOffer(userId: number, bookId: number, count: number, store?: KeyValueStore): void {
  try {
    const s = store ?? localStorage;
    const all = parseDismissed(s.getItem(KNOWN_OFFER_STORAGE_KEY));
    all[keyOf(userId, bookId)] = count;
    s.setItem(KNOWN_OFFER_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage unavailable (private mode): the offer shows again next time.
  }
}
