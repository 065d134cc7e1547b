/**
 * The mentors API (issue 13): invite codes, accepting one, my links (both sides and my unused
 * codes), revoking, my students with a summary and one student's progress. Each progress
 * endpoint checks the caller's active link to the student (policy.ts) before reading anything.
 * Declared in @qfl/core's endpoints/mentors.ts.
 */
import { mentorsEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { acceptCode, createInvite, listLinks, revokeLink } from './links.js';
import { myStudents, studentProgress } from './progress.js';

export default async function mentorRoutes(app: FastifyInstance) {
  route(app, api.invite, async (req) => createInvite(app.db, requireActor(req).id, req.body));

  route(app, api.accept, async (req) => ({ link: await acceptCode(app.db, requireActor(req).id, req.body.code) }));

  route(app, api.links, async (req) => listLinks(app.db, requireActor(req).id));

  route(app, api.revoke, async (req) => {
    await revokeLink(app.db, requireActor(req).id, req.params.id);
    return { id: req.params.id, revoked: true as const };
  });

  route(app, api.students, async (req) => myStudents(app.db, requireActor(req).id));

  route(app, api.progress, async (req) => studentProgress(app.db, requireActor(req).id, req.params.id));
}
