/**
 * Mentors and parents (packages/server/src/modules/mentors): invite codes, accepting one, my links,
 * revoking, my students with a summary and one student's progress.
 */
import {
  mentorAcceptBody,
  mentorAcceptedSchema,
  mentorIdParams,
  mentorInviteBody,
  mentorInviteSchema,
  mentorLinksSchema,
  mentorRevokedSchema,
  mentorStudentsSchema,
  studentProgressSchema,
} from '../schemas/mentors.js';
import type { Endpoint } from './define.js';

export const mentorsEndpoints = {
  invite: {
    method: 'POST',
    path: '/api/mentors/invites',
    auth: true,
    summary: 'A single-use code (7 days) for a mentor or parent (as student) or for a student (as mentor)',
    body: mentorInviteBody,
    response: mentorInviteSchema,
  },
  accept: {
    method: 'POST',
    path: '/api/mentors/accept',
    auth: true,
    summary: "Enter someone's code: the link becomes active and its creator is told",
    body: mentorAcceptBody,
    response: mentorAcceptedSchema,
  },
  links: {
    method: 'GET',
    path: '/api/mentors/links',
    auth: true,
    summary: 'Who can see my progress, whose progress I can see, and my unused codes',
    response: mentorLinksSchema,
  },
  revoke: {
    method: 'DELETE',
    path: '/api/mentors/links/:id',
    auth: true,
    summary: 'End a link (either side) or cancel an unused code (its creator)',
    params: mentorIdParams,
    response: mentorRevokedSchema,
  },
  students: {
    method: 'GET',
    path: '/api/mentors/students',
    auth: true,
    summary: 'All my students with streak, words learned, retention and minutes (today, last 7 days)',
    response: mentorStudentsSchema,
  },
  progress: {
    method: 'GET',
    path: '/api/mentors/students/:id/progress',
    auth: true,
    summary: "A linked student's progress: stats, days, words learned over time, exams, weak words",
    params: mentorIdParams,
    response: studentProgressSchema,
  },
} as const satisfies Record<string, Endpoint>;
