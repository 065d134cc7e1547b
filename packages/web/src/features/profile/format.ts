/** Display helpers for the user's own data. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

export function formatDate(epochMs: number, lang: string): string {
  if (!epochMs) return '';
  try {
    return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' }).format(epochMs);
  } catch {
    return new Date(epochMs).toISOString().slice(0, 10);
  }
}
