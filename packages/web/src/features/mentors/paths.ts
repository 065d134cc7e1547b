/** Mentors and parents (issue 13): the spec's progress page and the links page. */
export const MENTOR_PATHS = {
  /** `?studentId=<id>`: a student's progress, for a linked mentor or parent. */
  studentProgress: '/pages/social/student-progress',
  /** Who can see my progress (student) / my students (mentor, parent); invite and accept codes. */
  links: '/pages/social/mentors',
} as const;

export const studentProgressPath = (studentId: number) => `${MENTOR_PATHS.studentProgress}?studentId=${studentId}`;
