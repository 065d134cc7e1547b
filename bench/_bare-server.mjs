// The yardstick of bench/http.ts: a bare Fastify JSON route, no plugins, no logging.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
