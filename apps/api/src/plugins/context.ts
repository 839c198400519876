// Decorates the app with its configuration and database, and closes the database on shutdown.
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

export default fp<{ config: Config; db: Db; ownsDb: boolean }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
    app.decorate('db', opts.db);
    if (opts.ownsDb)
      app.addHook('onClose', async () => {
        await opts.db.close();
      });
  },
  { name: 'context' },
);
