/**
 * The one WebSocket server of the app (@fastify/websocket, registered once at app level: two
 * registrations would both answer every upgrade) and the one Bus between processes. Features
 * add their routes with `websocket: true` and register what must run before the sockets close
 * (`app.realtime.beforeClose`): battles end with `server-restart`, chat closes its sockets with
 * 1001 so clients reconnect to another process. `maxPayload` is the largest frame any feature
 * accepts (the battle's); features that accept less check sizes themselves. Every socket reads its
 * frames through the one frame limit (frame-limit.ts); `socketPaths` lists the socket routes.
 */
import websocket from '@fastify/websocket';
import { BATTLE_MAX_FRAME_BYTES } from '@qfl/core';
import type { FastifyInstance } from 'fastify';
import { type Bus, openBus } from './bus.js';

export interface Realtime {
  bus: Bus;
  /** The paths of every WebSocket route (each reads frames through realtime/frame-limit.ts). */
  socketPaths: string[];
  /** Runs before the server closes its sockets (in registration order). */
  beforeClose(fn: () => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export async function installRealtime(app: FastifyInstance): Promise<void> {
  const bus = openBus({ redisUrl: app.config.REDIS_URL, prefix: app.config.REDIS_PREFIX });
  const closers: Array<() => Promise<void>> = [];
  const socketPaths: string[] = [];
  app.decorate('realtime', { bus, socketPaths, beforeClose: (fn: () => Promise<void>) => void closers.push(fn) });
  app.addHook('onRoute', (route) => {
    if (route.websocket && !socketPaths.includes(route.url)) socketPaths.push(route.url);
  });
  await app.register(websocket, {
    options: { maxPayload: BATTLE_MAX_FRAME_BYTES },
    preClose: async function preClose(this: FastifyInstance) {
      for (const fn of closers) await fn().catch((err: unknown) => app.log.warn({ err }, 'realtime close step failed'));
      for (const client of this.websocketServer.clients) client.close(1001, 'server restart');
    },
  });
  app.addHook('onClose', async () => bus.close());
}
