/** Numbers and dates of the vocabulary test and progress pages, in the UI language. */
export function formatNumber(n: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(n);
}

/** A finished test's date, e.g. "Mar 4" / "3月4日" (in the browser's zone). */
export function formatDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric' }).format(Date.parse(iso));
}
