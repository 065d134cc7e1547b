/** The session routes at the paths the spec names, plus password reset and change. */
import {
  changePasswordBody,
  loginBody,
  passwordChangedSchema,
  refreshBody,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
  sendCodeResultSchema,
  sessionSchema,
} from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/context.js';
import { changePassword, login, register, requestCode, resetPassword } from './accounts.js';
import { tokenOf } from './authenticate.js';
import { endSession, refreshSession } from './sessions.js';
import { createSmsProvider } from './sms-provider.js';

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sms = createSmsProvider(app.config.SMS_PROVIDER, app.log);
  const limits = {
    dailyLimit: app.config.SMS_DAILY_LIMIT,
    ipHourlyLimit: app.config.SMS_IP_HOURLY_LIMIT,
    resendSeconds: app.config.SMS_RESEND_SECONDS,
  };
  const deps = { db: app.db, kv: app.kv, config: app.config };
  const strict = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const tags = ['user'];
  const secured = { tags, security: [{ token: [] }] };

  // The same answer whether or not the phone is registered (see sendCode for what is stored).
  r.post(
    '/api/user/sendCode',
    { schema: { tags, body: sendCodeBody, response: { 200: sendCodeResultSchema } }, config: strict },
    async (req) => {
      return requestCode({ db: app.db, kv: app.kv, sms, limits }, req.body.phone, req.body.purpose, req.ip);
    },
  );

  r.post('/api/user/register/', { schema: { tags, body: registerBody, response: { 200: sessionSchema } }, config: strict }, async (req) =>
    register(deps, req.body),
  );

  r.post('/api/user/login/', { schema: { tags, body: loginBody, response: { 200: sessionSchema } }, config: strict }, async (req) =>
    login(deps, req.body),
  );

  r.post('/api/user/refresh/', { schema: { tags, body: refreshBody, response: { 200: sessionSchema } }, config: strict }, async (req) =>
    refreshSession({ db: app.db, kv: app.kv, ttl: app.config }, req.body.userId, req.body.refreshToken),
  );

  r.post(
    '/api/user/password/reset',
    { schema: { tags, body: resetPasswordBody, response: { 200: sessionSchema } }, config: strict },
    async (req) => resetPassword(deps, req.body),
  );

  r.put(
    '/api/user/password',
    {
      schema: { ...secured, body: changePasswordBody, response: { 200: passwordChangedSchema } },
      config: strict,
      preHandler: app.authenticate,
    },
    async (req) => changePassword(deps, requireActor(req), req.body),
  );

  r.post('/api/user/logout/', { schema: { ...secured, response: { 200: z.null() } }, preHandler: app.authenticate }, async (req) => {
    const token = tokenOf(req);
    if (token) await endSession(app.db, token);
    return null;
  });
}
