// The accounts module: session and registration, then account management.
import type { FastifyPluginAsync } from 'fastify';
import sessionRoutes from './session.routes.ts';
import accountRoutes from './account.routes.ts';
import socialRoutes from './social.routes.ts';

const accounts: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(socialRoutes);
};
export default accounts;
