// Demo members of the sign-up regions: the visible businesses whose main site lies near the region's town join
// its channel, so that the region's Ausbildung/Praktikum pages list real jobs. Bäckerei Huber stays outside
// (the region adds it itself in the demo walk-through).
import type { Queryable } from '../../db.ts';

const CENTRES = [
  { region: 'passau', postalCode: '94032', km: 40 },
  { region: 'inn-salzach', postalCode: '84503', km: 40 },
];

export async function seedRegionMembersDemo(q: Queryable) {
  for (const c of CENTRES) {
    await q.query(
      `INSERT INTO business_channels (business_id, channel_id)
       SELECT b.id, r.channel_id FROM regions r, businesses b
         JOIN LATERAL (SELECT s.place_id FROM business_sites s WHERE s.business_id = b.id ORDER BY s.is_main DESC, s.id LIMIT 1) site ON true
         JOIN places pl ON pl.id = site.place_id,
         (SELECT latitude, longitude FROM places WHERE postal_code = $2 ORDER BY id LIMIT 1) centre
        WHERE r.slug = $1 AND r.channel_id IS NOT NULL AND b.is_visible AND b.slug <> 'baeckerei-huber'
          AND earth_distance(ll_to_earth(centre.latitude, centre.longitude), ll_to_earth(pl.latitude, pl.longitude)) <= $3::float8 * 1000
       ON CONFLICT DO NOTHING`,
      [c.region, c.postalCode, c.km],
    );
  }
}
