/**
 * The mentors API (issue 13): invite codes, accepting one, my links (both sides and my unused
 * codes), revoking, my students with a summary and one student's progress. Each progress
 * endpoint checks the caller's active link to the student (policy.ts) before reading anything.
 */
import {
  mentorAcceptBody,
  mentorAcceptedSchema,
  mentorInviteBody,
  mentorInviteSchema,
  mentorLinksSchema,
  mentorRevokedSchema,
  mentorStudentsSchema,
  studentProgressSchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/context.js';
import { acceptCode, createInvite, listLinks, revokeLink } from './links.js';
import { myStudents, studentProgress } from './progress.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export default async function mentorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['mentors'] };
  const auth = { preHandler: app.authenticate };

  r.post(
    '/api/mentors/invites',
    {
      schema: {
        ...secured,
        summary: 'A single-use code (7 days) for a mentor or parent (as student) or for a student (as mentor)',
        body: mentorInviteBody,
        response: { 200: mentorInviteSchema },
      },
      ...auth,
    },
    async (req) => createInvite(app.db, requireActor(req).id, req.body),
  );

  r.post(
    '/api/mentors/accept',
    {
      schema: {
        ...secured,
        summary: "Enter someone's code: the link becomes active and its creator is told",
        body: mentorAcceptBody,
        response: { 200: mentorAcceptedSchema },
      },
      ...auth,
    },
    async (req) => ({ link: await acceptCode(app.db, requireActor(req).id, req.body.code) }),
  );

  r.get(
    '/api/mentors/links',
    {
      schema: {
        ...secured,
        summary: 'Who can see my progress, whose progress I can see, and my unused codes',
        response: { 200: mentorLinksSchema },
      },
      ...auth,
    },
    async (req) => listLinks(app.db, requireActor(req).id),
  );

  r.delete(
    '/api/mentors/links/:id',
    {
      schema: {
        ...secured,
        summary: 'End a link (either side) or cancel an unused code (its creator)',
        params: idParams,
        response: { 200: mentorRevokedSchema },
      },
      ...auth,
    },
    async (req) => {
      await revokeLink(app.db, requireActor(req).id, req.params.id);
      return { id: req.params.id, revoked: true as const };
    },
  );

  r.get(
    '/api/mentors/students',
    {
      schema: {
        ...secured,
        summary: 'All my students with streak, words learned, retention and minutes (today, last 7 days)',
        response: { 200: mentorStudentsSchema },
      },
      ...auth,
    },
    async (req) => myStudents(app.db, requireActor(req).id),
  );

  r.get(
    '/api/mentors/students/:id/progress',
    {
      schema: {
        ...secured,
        summary: "A linked student's progress: stats, days, words learned over time, exams, weak words",
        params: idParams,
        response: { 200: studentProgressSchema },
      },
      ...auth,
    },
    async (req) => studentProgress(app.db, requireActor(req).id, req.params.id),
  );
}
