/**
 * A student's progress for a linked mentor or parent, after the link check (policy.ts). The numbers
 * come from the same functions as the learner's own progress page (study/progress.ts: the same
 * subject, read from the student's settings), the exam history (exam/service.ts) and the memory's
 * weakest words (memory/repo.ts), with the student's own learner day (time zone + rollover hour)
 * deciding their days.
 */
import { type LearnerDay, lastLearnerDays, learnerDayKey, learnerToday, type MentorStudents, type StudentProgress } from '@qfl/core';
import type { Executor } from '../../db/executor.js';
import { blockedPeers } from '../blacklist/blocks.js';
import { examHistory } from '../exam/service.js';
import { memoryRepo } from '../memory/repo.js';
import {
  learnedCounts,
  minutesOf,
  progressOf,
  streakOf,
  studyDays,
  subjectOfUser,
  todayReviews,
  trueRetentionOf,
} from '../study/progress.js';
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
    const { day } = await subjectOfUser(db, studentId, now);
    const days = await studyDays(db, studentId, learnerDayKey(now - 400 * DAY, day));
    const today = await todayReviews(db, studentId, now, day);
    // The last 7 learner days: today from the review logs (as the progress page), the 6 before from study days.
    const week = new Set(lastLearnerDays(now, day, 7).slice(0, -1));
    const ms7 = [...days.entries()].filter(([d]) => week.has(d)).reduce((n, [, d]) => n + d.ms, today.ms);
    items.push({
      linkId: link.id,
      relation: link.relation,
      student: presentPeer(studentId, peer),
      streak: streakOf(new Set(days.keys()), now, day),
      learned: (await learnedCounts(db, studentId, now)).learned,
      retention30d: (await trueRetentionOf(db, studentId, now, day)).all,
      minutesToday: minutesOf(today.ms),
      minutes7d: minutesOf(ms7),
    });
  }
  return { items };
}

/** Cumulative words learned (core figures: a first successful review) at the end of each learner day one was. */
function learnedOverTime(learnedAt: number[], learnerDay: LearnerDay): StudentProgress['learnedOverTime'] {
  const out: StudentProgress['learnedOverTime'] = [];
  learnedAt.forEach((at, i) => {
    const day = learnerDayKey(at, learnerDay);
    const last = out.at(-1);
    if (last?.day === day) last.total = i + 1;
    else out.push({ day, total: i + 1 });
  });
  return out;
}

export async function studentProgress(db: Executor, mentorId: number, studentId: number, now = Date.now()): Promise<StudentProgress> {
  const link = await assertMentorOf(db, mentorId, studentId);
  const peer = (await mentorsRepo.peers(db, [studentId])).get(studentId);
  const subject = await subjectOfUser(db, studentId, now);
  const progress = await progressOf(db, subject, vocabulary);
  const weak = await memoryRepo.weakestWords(db, studentId, WEAK_WORDS);
  return {
    student: presentPeer(studentId, peer),
    relation: link.relation,
    today: learnerToday(now, subject.day).key,
    progress,
    learnedOverTime: learnedOverTime(await mentorsRepo.learnedTimes(db, studentId), subject.day),
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
