/** Pure shaping for the mentors pages: which side a user starts on, day series for the charts. */
import type { Identity, StudentProgress } from '@qfl/core';
import { addDays } from '../progress/days';

export type MentorView = 'student' | 'mentor';

/** A mentor or parent starts on "my students"; everyone else on "who can see my progress". */
export function defaultView(identity: Identity | null | undefined): MentorView {
  return identity === 'mentor' || identity === 'parent' ? 'mentor' : 'student';
}

/** Minutes studied on each of the last `n` days ending `today`, zero where nothing was studied. */
export function minutesPerDay(
  calendar: StudentProgress['progress']['calendar'],
  today: string,
  n = 14,
): { day: string; minutes: number }[] {
  const byDay = new Map(calendar.map((c) => [c.day, c.minutes]));
  return Array.from({ length: n }, (_, i) => {
    const day = addDays(today, i - n + 1);
    return { day, minutes: byDay.get(day) ?? 0 };
  });
}

/** Words learned over time as chart points (noon UTC of each day, so labels keep their date). */
export function learnedPoints(series: StudentProgress['learnedOverTime']): { at: string; value: number }[] {
  return series.map((s) => ({ at: `${s.day}T12:00:00Z`, value: s.total }));
}

/** `?studentId=` as a positive integer, else null. */
export function parseStudentId(raw: string | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Minutes as shown: one decimal under ten (a short session is not "0 min"), whole minutes above. */
export function shownMinutes(minutes: number): number {
  return minutes < 10 ? Math.round(minutes * 10) / 10 : Math.round(minutes);
}

/** `shownMinutes` in the UI language's digits ("0,3" in Spanish). */
export function minutesText(minutes: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(shownMinutes(minutes));
}
