/**
 * A student's progress for a linked mentor or parent, after the link check (policy.ts). The numbers
 * come from the same functions as the learner's own progress page (study/progress.ts), the exam
 * history (exam/service.ts) and the memory's weakest words (memory/repo.ts), with the student's
 * own time zone deciding their days.
 */
import { dayKey, type MentorStudents, type StudentProgress } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { blockedPeers } from '../blacklist/blocks.js';
import { examHistory } from '../exam/service.js';
import { memoryRepo } from '../memory/repo.js';
import { learnedCounts, minutesOf, progressOf, retention30d, streakOf, studyDays } from '../study/progress.js';
import { history as vocabHistory } from '../vocab-test/repo.js';
import { assertMentorOf } from './policy.js';
import { presentPeer } from './presenter.js';
import { mentorsRepo } from './repo.js';

const DAY = 86_400_000;
const WEAK_WORDS = 20;
const EXAMS = 20;

const vocabulary = {
  history: async (db: Executor, userId: number, lang: string | undefined) =>
    (await vocabHistory(db, userId, lang)).map(({ at, estimate, low, high }) => ({ at, estimate, low, high })),
};

/** All my students (active links, no block either way) with streak, words, retention and minutes. */
export async function myStudents(db: Executor, mentorId: number, now = Date.now()): Promise<MentorStudents> {
  const blocked = await blockedPeers(db, mentorId);
  const links = (await mentorsRepo.activeOf(db, mentorId, 'mentor')).filter((l) => !blocked.has(l.student_id as number));
  const peers = await mentorsRepo.peers(
    db,
    links.map((l) => l.student_id as number),
  );
  const items: MentorStudents['items'] = [];
  for (const link of links) {
    const studentId = link.student_id as number;
    const peer = peers.get(studentId);
    const tz = peer?.time_zone ?? 'UTC';
    const days = await studyDays(db, studentId, dayKey(now - 400 * DAY, tz));
    const week = new Set(Array.from({ length: 7 }, (_, i) => dayKey(now - i * DAY, tz)));
    const ms7 = [...days.entries()].filter(([d]) => week.has(d)).reduce((n, [, d]) => n + d.ms, 0);
    items.push({
      linkId: link.id,
      relation: link.relation,
      student: presentPeer(studentId, peer),
      streak: streakOf(new Set(days.keys()), now, tz),
      learned: (await learnedCounts(db, studentId, now)).learned,
      retention30d: await retention30d(db, studentId, now),
      minutesToday: minutesOf(days.get(dayKey(now, tz))?.ms ?? 0),
      minutes7d: minutesOf(ms7),
    });
  }
  return { items };
}

/** Cumulative words learned at the end of each day a first review happened (student's zone). */
function learnedOverTime(starts: number[], timeZone: string): StudentProgress['learnedOverTime'] {
  const out: StudentProgress['learnedOverTime'] = [];
  starts.forEach((at, i) => {
    const day = dayKey(at, timeZone);
    const last = out.at(-1);
    if (last?.day === day) last.total = i + 1;
    else out.push({ day, total: i + 1 });
  });
  return out;
}

export async function studentProgress(db: Executor, mentorId: number, studentId: number, now = Date.now()): Promise<StudentProgress> {
  const link = await assertMentorOf(db, mentorId, studentId);
  const peer = (await mentorsRepo.peers(db, [studentId])).get(studentId);
  const timeZone = peer?.time_zone ?? 'UTC';
  const progress = await progressOf(db, { userId: studentId, timeZone, learningLang: peer?.learning_lang ?? null, now }, vocabulary);
  const weak = await memoryRepo.weakestWords(db, studentId, WEAK_WORDS);
  return {
    student: presentPeer(studentId, peer),
    relation: link.relation,
    today: dayKey(now, timeZone),
    progress,
    learnedOverTime: learnedOverTime(await mentorsRepo.cardStarts(db, studentId), timeZone),
    exams: (await examHistory(db, { id: studentId })).slice(0, EXAMS),
    weakWords: weak.map((w) => ({
      entryId: w.entryId,
      word: w.headword,
      lang: w.lang,
      lapses: w.lapses,
      reps: w.reps,
      stability: w.stability,
    })),
  };
}
