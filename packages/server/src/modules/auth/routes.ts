/** The user module's session routes, at the paths the spec names. */
import { loginBody, refreshBody, registerBody, sendCodeBody } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.js';
import { login, register } from './accounts.js';
import { tokenOf } from './authenticate.js';
import { authRepo } from './repo.js';
import { endSession, refreshSession } from './sessions.js';
import { sendCode } from './sms-codes.js';
import { createSmsProvider } from './sms-provider.js';

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sms = createSmsProvider(app.config.SMS_PROVIDER, app.log);
  const limits = {
    dailyLimit: app.config.SMS_DAILY_LIMIT,
    ipHourlyLimit: app.config.SMS_IP_HOURLY_LIMIT,
    resendSeconds: app.config.SMS_RESEND_SECONDS,
  };
  const strict = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  r.post('/api/user/sendCode', { schema: { tags: ['user'], body: sendCodeBody }, config: strict }, async (req) => {
    const { phone, purpose } = req.body;
    const existing = await authRepo.findUserByPhone(app.db, phone);
    if (purpose === 'register' && existing) throw new AppError('auth.phoneTaken', 409);
    if (purpose === 'login' && !existing) throw new AppError('auth.noAccount', 404);
    return sendCode({ db: app.db, kv: app.kv, sms, limits }, phone, purpose, req.ip);
  });

  r.post('/api/user/register/', { schema: { tags: ['user'], body: registerBody }, config: strict }, async (req) =>
    register(app.db, app.config, req.body),
  );

  r.post('/api/user/login/', { schema: { tags: ['user'], body: loginBody }, config: strict }, async (req) =>
    login(app.db, app.config, req.body),
  );

  r.post('/api/user/refresh/', { schema: { tags: ['user'], body: refreshBody }, config: strict }, async (req) =>
    refreshSession(app.db, app.config, req.body.userId, req.body.refreshToken),
  );

  r.post('/api/user/logout/', { schema: { tags: ['user'], security: [{ token: [] }] }, preHandler: app.authenticate }, async (req) => {
    const token = tokenOf(req);
    if (token) await endSession(app.db, token);
    return null;
  });
}
