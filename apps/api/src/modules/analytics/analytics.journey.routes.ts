// One person's journey for the operator: GET /api/admin/analytics/users/{id} and GET /api/admin/analytics/anonymous/{id}
// (the pages /admin/analytics/users/{id} and /admin/analytics/anonymous/{id}). Admin and dashboard user only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParam, zData } from '@oabat/domain/common';
import { JOURNEY_LIMIT, ZAnonymousIdParam, ZJourney, type TJourney } from '@oabat/domain/analytics-journey';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './analytics.journey.repository.ts';
import { accountToRead, ensureTeamReader } from './analytics.team-access.ts';

const tags = ['analytics'];
const security = [{ bearer: [] }];

const mayRead = (viewer: SessionUser | null) => ensureTeamReader(viewer, 'Nur das Oabat-Team sieht Nutzerwege.');
const iso = (d: Date) => new Date(d).toISOString();
const present = (rows: repo.JourneyRow[]) => rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
const sessions = (rows: repo.SessionRow[]) => rows.map((s) => ({ ...s, first_seen: iso(s.first_seen) }));

const journey: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/analytics/users/:id', { schema: { tags, security, params: ZIdParam, response: { 200: zData(ZJourney) } } }, async (req) => {
    mayRead(req.viewer);
    const account = await accountToRead(app.db, req.params.id);
    const s = await repo.sessionsOfUser(app.db, account.id);
    const { records, totals } = await repo.recordsOf(app.db, { userId: account.id, sessions: s.map((x) => x.id) }, JOURNEY_LIMIT);
    const data: TJourney = {
      subject: { kind: 'user', id: String(account.id), name: account.name || null, email: account.email, is_business: account.is_business },
      sessions: sessions(s),
      totals,
      records: present(records),
    };
    return { data };
  });
  app.get('/api/admin/analytics/anonymous/:id', { schema: { tags, security, params: ZAnonymousIdParam, response: { 200: zData(ZJourney) } } }, async (req) => {
    mayRead(req.viewer);
    const s = await repo.sessionById(app.db, req.params.id);
    const { records, totals } = await repo.recordsOf(app.db, { userId: null, sessions: [req.params.id] }, JOURNEY_LIMIT);
    if (!records.length && !s.length) throw notFound('analytics.session_not_found', 'Zu dieser Kennung gibt es keine Daten.');
    const data: TJourney = {
      subject: { kind: 'anonymous', id: req.params.id, name: null, email: null, is_business: false },
      sessions: sessions(s),
      totals,
      records: present(records),
    };
    return { data };
  });
};
export default journey;
