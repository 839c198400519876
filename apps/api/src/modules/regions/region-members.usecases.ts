// A region's members (the businesses of its channel) and its channel settings: managed by the region's own
// users only. A business joins a region with a sign-up page itself (REGION_SIGNUP_SLUGS).
import { canEditRegion } from '@oabat/domain/rights';
import { hasRegionSignup } from '@oabat/domain/regions';
import type { Db } from '../../db.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { requireViewer, type SessionUser } from '../../lib/session-user.ts';
import { clearSearchCaches } from '../search/search.cache.ts';
import { findRegion } from './regions.repository.ts';
import * as repo from './region-members.repository.ts';

/** The region and its channel id, when the viewer may manage it. */
async function managed(db: Db, viewer: SessionUser | null, slug: string) {
  requireViewer(viewer);
  const region = await findRegion(db, slug);
  if (!region) throw notFound('regions.not_found', 'Diese Region gibt es nicht.');
  if (!canEditRegion(viewer, region.slug)) throw forbidden('Nur die Nutzer dieser Region können ihre Betriebe verwalten.');
  if (!region.channel) throw notFound('regions.no_channel', 'Diese Region hat keinen Kanal.');
  return { region, channelId: region.channel.id };
}

export async function listMembers(db: Db, viewer: SessionUser | null, slug: string) {
  const { channelId } = await managed(db, viewer, slug);
  return repo.membersOf(db, channelId);
}

export async function memberCandidates(db: Db, viewer: SessionUser | null, slug: string, name: string) {
  const { channelId } = await managed(db, viewer, slug);
  return repo.memberCandidates(db, channelId, name);
}

export async function addMember(db: Db, viewer: SessionUser | null, slug: string, businessId: number) {
  const { channelId } = await managed(db, viewer, slug);
  const business = await repo.findBusiness(db, businessId);
  // Invisible businesses are not offered and not added: the region sees only what the public sees.
  if (!business?.is_visible) throw invalid('business_id', 'Diesen Betrieb gibt es nicht.');
  await repo.addMember(db, channelId, businessId);
  clearSearchCaches(db); // channel searches (the region's lists) change with its members
  return repo.membersOf(db, channelId);
}

export async function removeMember(db: Db, viewer: SessionUser | null, slug: string, businessId: number) {
  const { channelId } = await managed(db, viewer, slug);
  if (!(await repo.removeMember(db, channelId, businessId))) throw notFound('regions.member_not_found', 'Dieser Betrieb gehört nicht zur Region.');
  clearSearchCaches(db);
  return repo.membersOf(db, channelId);
}

export async function getChannel(db: Db, viewer: SessionUser | null, slug: string) {
  const { channelId } = await managed(db, viewer, slug);
  return (await repo.channelOf(db, channelId))!;
}

export async function renameChannel(db: Db, viewer: SessionUser | null, slug: string, name: string) {
  const { channelId } = await managed(db, viewer, slug);
  await repo.renameChannel(db, channelId, name);
  return (await repo.channelOf(db, channelId))!;
}

/** Sign-up page: a business user puts the own business into a region that offers sign-up. */
export async function joinRegion(db: Db, viewer: SessionUser | null, slug: string) {
  requireViewer(viewer);
  const region = await findRegion(db, slug);
  if (!region || !hasRegionSignup(region.slug) || !region.channel) throw notFound('regions.no_signup', 'Diese Region bietet keine Anmeldung an.');
  if (!viewer.business) throw forbidden('Nur Betriebe können sich hier anmelden.');
  await repo.addMember(db, region.channel.id, viewer.business.id);
  clearSearchCaches(db);
  return { region: region.slug, business_id: viewer.business.id };
}
