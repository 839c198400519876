// Survey cards: the admin defines them (the dashboard user reads the results and the CSV); a logged-in account of
// the audience gets its open cards and answers each once. Admins and special accounts get no cards (spec 01 §4).
import { isAdmin, isDashboardOrAdmin, isSpecialAccount, userType } from '@oabat/domain/rights';
import { ZSurveyInput, surveyCsv, type TAdminSurvey, type TSurveyCard, type TSurveyInput } from '@oabat/domain/surveys';
import type { Db } from '../../db.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import * as repo from './surveys.repository.ts';

type Viewer = SessionUser | null;
const gone = () => notFound('surveys.not_found', 'Diese Umfrage gibt es nicht.');
const taken = () => conflict('surveys.name_taken', 'Eine Umfrage mit diesem Namen gibt es schon.');

function mayRead(viewer: Viewer) {
  requireViewer(viewer);
  if (!isDashboardOrAdmin(viewer)) throw forbidden('Nur das Oabat-Team sieht die Umfragen.');
}
function mayChange(viewer: Viewer) {
  requireViewer(viewer);
  if (!isAdmin(viewer)) throw forbidden('Nur der Administrator ändert Umfragen.');
}
const present = (r: repo.SurveyRow): TAdminSurvey => ({ ...r, created_at: new Date(r.created_at).toISOString() });

export async function listSurveys(db: Db, viewer: Viewer) {
  mayRead(viewer);
  return (await repo.listSurveys(db)).map(present);
}

export async function exportSurvey(db: Db, viewer: Viewer, id: number) {
  mayRead(viewer);
  const row = await repo.findSurvey(db, id);
  if (!row) throw gone();
  return { name: row.name, csv: surveyCsv(row) };
}

export async function createSurvey(db: Db, viewer: Viewer, input: TSurveyInput) {
  mayChange(viewer);
  const v = ZSurveyInput.parse(input);
  return db.tx(async (q) => {
    if (await repo.nameTaken(q, v.name, null)) throw taken();
    return present((await repo.findSurvey(q, await repo.insertSurvey(q, v)))!);
  });
}

export async function updateSurvey(db: Db, viewer: Viewer, id: number, input: TSurveyInput) {
  mayChange(viewer);
  const v = ZSurveyInput.parse(input);
  return db.tx(async (q) => {
    if (!(await repo.findSurvey(q, id))) throw gone();
    if (await repo.nameTaken(q, v.name, id)) throw taken();
    await repo.updateSurvey(q, id, v);
    await repo.dropAnswersFrom(q, id, v.answers.length);
    return present((await repo.findSurvey(q, id))!);
  });
}

export async function deleteSurvey(db: Db, viewer: Viewer, id: number) {
  mayChange(viewer);
  if (!(await repo.findSurvey(db, id))) throw gone();
  await repo.deleteSurvey(db, id);
}

/** The cards the shell may show this account. */
export async function openCards(db: Db, viewer: Viewer): Promise<TSurveyCard[]> {
  requireViewer(viewer);
  if (isSpecialAccount(viewer)) return [];
  return repo.openCardsFor(db, viewer.id, userType(viewer) || 'none');
}

export async function answer(db: Db, viewer: Viewer, id: number, index: number) {
  requireViewer(viewer);
  if (isSpecialAccount(viewer)) throw forbidden('Das Oabat-Team nimmt an Umfragen nicht teil.');
  const survey = await repo.findSurvey(db, id);
  // An inactive survey or one for another audience does not exist for this account.
  if (!survey || !survey.is_active || (survey.audience !== 'all' && survey.audience !== userType(viewer))) throw gone();
  if (index >= survey.answers.length) throw invalid('answer', 'Diese Antwort gibt es nicht.');
  await repo.saveAnswer(db, id, viewer.id, index);
}
