/**
 * The session routes at the paths the spec names, plus password reset and change. Declared in
 * @qfl/core's endpoints/auth.ts.
 */
import { authEndpoints as api } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../http/context.js';
import { route } from '../../http/route.js';
import { changePassword, login, register, requestCode, resetPassword } from './accounts.js';
import { tokenOf } from './authenticate.js';
import { endSession, refreshSession } from './sessions.js';
import { createSmsProvider } from './sms-provider.js';

export default async function authRoutes(app: FastifyInstance) {
  const sms = createSmsProvider(app.config.SMS_PROVIDER, app.log);
  const limits = {
    dailyLimit: app.config.SMS_DAILY_LIMIT,
    ipHourlyLimit: app.config.SMS_IP_HOURLY_LIMIT,
    resendSeconds: app.config.SMS_RESEND_SECONDS,
  };
  const deps = { db: app.db, kv: app.kv, config: app.config };
  const strict = { config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } };

  // The same answer whether or not the phone is registered (see sendCode for what is stored).
  route(app, api.sendCode, (req) => requestCode({ db: app.db, kv: app.kv, sms, limits }, req.body.phone, req.body.purpose, req.ip), strict);

  route(app, api.register, (req) => register(deps, req.body), strict);

  route(app, api.login, (req) => login(deps, req.body), strict);

  route(
    app,
    api.refresh,
    (req) => refreshSession({ db: app.db, kv: app.kv, ttl: app.config }, req.body.userId, req.body.refreshToken),
    strict,
  );

  route(app, api.resetPassword, (req) => resetPassword(deps, req.body), strict);

  route(app, api.changePassword, (req) => changePassword(deps, requireActor(req), req.body), strict);

  route(app, api.logout, async (req) => {
    const token = tokenOf(req);
    if (token) await endSession(app.db, token);
    return null;
  });
}
