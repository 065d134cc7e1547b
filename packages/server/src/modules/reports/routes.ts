/**
 * Reports (issue 13): `POST /jb/addUserJB` for anyone signed in; the admins' list and decisions
 * under `/api/admin/reports` (dismiss, hide the evidence, suspend the reported user).
 */
import { addReportBody, addReportResult, reportListQuery, reportListSchema, suspendBody } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/context.js';
import { assertAdmin } from './policy.js';
import { reportsRepo } from './repo.js';
import { addReport, decideReport } from './service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export default async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secured = { security: [{ token: [] }], tags: ['reports'] };

  r.post(
    '/jb/addUserJB',
    {
      schema: {
        ...secured,
        summary: 'Report a user, optionally with evidence of theirs (a message, post, comment, book or image)',
        body: addReportBody,
        response: { 200: addReportResult },
      },
      preHandler: app.authenticate,
    },
    async (req) => addReport(app, requireActor(req), req.body),
  );

  r.get(
    '/api/admin/reports',
    {
      schema: { ...secured, summary: 'Reports by status (admins)', querystring: reportListQuery, response: { 200: reportListSchema } },
      preHandler: app.authenticate,
    },
    async (req) => {
      assertAdmin(requireActor(req));
      return { items: await reportsRepo.list(app.db, req.query.status, req.query.limit) };
    },
  );

  const decided = { 200: z.object({ id: z.number().int() }) };
  r.post(
    '/api/admin/reports/:id/dismiss',
    {
      schema: { ...secured, summary: 'Dismiss an open report (admins)', params: idParams, response: decided },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      assertAdmin(actor);
      await decideReport(app, actor, req.params.id, { action: 'dismiss' });
      return { id: req.params.id };
    },
  );
  r.post(
    '/api/admin/reports/:id/hide',
    {
      schema: { ...secured, summary: "Hide an open report's evidence (admins)", params: idParams, response: decided },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      assertAdmin(actor);
      await decideReport(app, actor, req.params.id, { action: 'hide' });
      return { id: req.params.id };
    },
  );
  r.post(
    '/api/admin/reports/:id/suspend',
    {
      schema: {
        ...secured,
        summary: 'Suspend the reported user for some days: they cannot publish (admins)',
        params: idParams,
        body: suspendBody,
        response: decided,
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const actor = requireActor(req);
      assertAdmin(actor);
      await decideReport(app, actor, req.params.id, { action: 'suspend', days: req.body.days });
      return { id: req.params.id };
    },
  );
}
