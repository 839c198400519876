// SQL of the business search: visible businesses around a point or of a fair or livestream, matching a name.
import type { Queryable } from '../../db.ts';
import type { TBusinessCard } from '@oabat/domain/search';
import { JOB_LISTED, Params } from './search.sql.ts';
import { premiumBusiness } from '../../lib/sql-rules.ts';
import { withLogo } from './search.repository.ts';

export type BusinessCard = TBusinessCard;

/** Visible businesses whose main site lies within the radius (or all, without a point), matching the text. */
export async function searchBusinesses(
  q: Queryable,
  f: {
    lat?: number | null;
    lon?: number | null;
    radiusM?: number | null;
    text?: string | null;
    onlyPro?: boolean;
    channel?: string | null;
    /** Only a job fair's participants (at any distance) while the fair is not over. */
    jobFairId?: number | null;
    livestreamId?: number | null;
  },
  limit: number,
  offset: number,
) {
  const p = new Params();
  const point = f.lat != null && f.lon != null;
  const center = point ? `ll_to_earth(${p.add(f.lat)}::float8, ${p.add(f.lon)}::float8)` : '';
  const dist = point ? `earth_distance(${center}, ll_to_earth(pl.latitude, pl.longitude))` : 'NULL::float8';
  const w = ['b.is_visible'];
  // Without a radius (a fair's participants) the point only orders; the count still names its parameters.
  if (point) w.push(f.radiusM != null ? `${dist} <= ${p.add(f.radiusM)}::float8` : `${center} IS NOT NULL`);
  if (f.jobFairId != null) {
    w.push(
      `b.id IN (SELECT fb.business_id FROM job_fair_businesses fb JOIN job_fairs jf ON jf.id = fb.job_fair_id WHERE jf.id = ${p.add(f.jobFairId)} AND jf.end_at >= now())`,
    );
  }
  if (f.livestreamId != null) w.push(`b.id IN (SELECT s.business_id FROM livestream_slots s WHERE s.livestream_id = ${p.add(f.livestreamId)})`);
  if (f.text) w.push(`(lower(b.name) LIKE ${p.add(`%${f.text.toLowerCase()}%`)})`);
  if (f.onlyPro) w.push(premiumBusiness('b.id'));
  if (f.channel && f.channel !== 'oabat') {
    w.push(`EXISTS (SELECT 1 FROM business_channels bc JOIN channels c ON c.id = bc.channel_id WHERE bc.business_id = b.id AND c.slug = ${p.add(f.channel)})`);
  }
  const from = `FROM businesses b
    LEFT JOIN LATERAL (SELECT s.place_id FROM business_sites s WHERE s.business_id = b.id ORDER BY s.is_main DESC, s.id LIMIT 1) site ON true
    LEFT JOIN places pl ON pl.id = site.place_id WHERE ${w.join(' AND ')}`;
  const countValues = [...p.values];
  const total = (await q.one<{ n: number }>(`SELECT count(*)::int AS n ${from}`, countValues))!.n;
  const rows = await q.query<Omit<BusinessCard, 'logo'> & { logo_uid: string | null }>(
    `SELECT 'business' AS kind, b.id, b.slug, b.name,
            CASE WHEN pl.id IS NULL THEN NULL ELSE json_build_object('name', pl.name, 'postal_code', pl.postal_code) END AS place,
            round((${dist} / 1000)::numeric, 1)::float8 AS distance_km,
            (SELECT count(*)::int FROM jobs j WHERE j.business_id = b.id AND ${JOB_LISTED}) AS jobs_count,
            (SELECT i.uid FROM images i WHERE i.id = b.logo_image_id AND NOT i.is_private) AS logo_uid
       ${from} ORDER BY ${point ? `${dist},` : ''} b.name, b.id LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`,
    p.values,
  );
  return { rows: rows.map(({ logo_uid: uid, ...r }) => ({ ...r, logo: withLogo(uid) })), total };
}
