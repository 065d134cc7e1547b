/**
 * Reports (issue 13): `POST /jb/addUserJB` for anyone signed in; the admins' list and decisions
 * under `/api/admin/reports` (dismiss, hide the evidence, suspend the reported user). Declared in
 * @qfl/core's endpoints/reports.ts.
 */
import { reportsEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { reportPolicy } from './policy.js';
import { reportsRepo } from './repo.js';
import { addReport, decideReport } from './service.js';

export default async function reportRoutes(app: FastifyInstance) {
  route(app, api.add, async (req) => addReport(app, requireActor(req), req.body));

  route(app, api.list, async (req) => {
    reportPolicy.authorize(requireActor(req), 'list', null);
    return { items: await reportsRepo.list(app.db, req.query.status, req.query.limit) };
  });

  route(app, api.dismiss, async (req) => {
    const actor = requireActor(req);
    reportPolicy.authorize(actor, 'decide', null);
    await decideReport(app, actor, req.params.id, { action: 'dismiss' });
    return { id: req.params.id };
  });

  route(app, api.hide, async (req) => {
    const actor = requireActor(req);
    reportPolicy.authorize(actor, 'decide', null);
    await decideReport(app, actor, req.params.id, { action: 'hide' });
    return { id: req.params.id };
  });

  route(app, api.suspend, async (req) => {
    const actor = requireActor(req);
    reportPolicy.authorize(actor, 'decide', null);
    await decideReport(app, actor, req.params.id, { action: 'suspend', days: req.body.days });
    return { id: req.params.id };
  });
}
