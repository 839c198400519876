// Demo texts for profiles: the further demo businesses introduce themselves, the demo school has
// a type, a text and its region, and every region page has an introduction. Bäckerei Huber stays
// unfinished on purpose: the demo shows how a business completes its profile.
import type { Queryable } from '../../db.ts';

const BUSINESS_TEXTS: Record<string, { motto: string; about: string }> = {
  'autohaus-wimmer': {
    motto: 'Mobilität aus Leidenschaft',
    about: 'Wir sind ein familiengeführtes Autohaus und bilden Kfz-Mechatroniker und Automobilkaufleute aus.',
  },
  'elektro-brandl': {
    motto: 'Strom mit Köpfchen',
    about: 'Elektroinstallation, Photovoltaik und Gebäudetechnik in Regensburg und Umgebung. Wir bilden Elektroniker aus.',
  },
  'schreinerei-gruber': {
    motto: 'Holz mit Herz',
    about: 'Möbel und Innenausbau nach Maß aus dem Bayerischen Wald. Bei uns lernst du das Schreinerhandwerk von Grund auf.',
  },
  'steuerkanzlei-hofbauer': { motto: 'Zahlen, die Sinn ergeben', about: 'Wir beraten Betriebe und Familien in Landshut und bilden Steuerfachangestellte aus.' },
  'hotel-gasthof-zur-post': {
    motto: 'Gastfreundschaft seit Generationen',
    about: 'Traditionsgasthof mit Hotel. Wir bilden Köche, Hotelfachleute und Restaurantfachleute aus.',
  },
  'pflegedienst-sonnenschein': {
    motto: 'Menschen pflegen, Zukunft gestalten',
    about: 'Ambulanter Pflegedienst im Landkreis Mühldorf. Ausbildung zur Pflegefachkraft mit viel Praxis.',
  },
  'donauwerk-software': {
    motto: 'Software aus Bayern',
    about: 'Wir entwickeln Web- und Mobil-Apps in München und bilden Fachinformatiker für Anwendungsentwicklung aus.',
  },
  'metallbau-schmid': {
    motto: 'Stahl in Form',
    about: 'Treppen, Geländer und Stahlbau aus Vilshofen. Wir bilden Metallbauer und Technische Produktdesigner aus.',
  },
  'sparkasse-altoetting': {
    motto: 'Gut für die Region',
    about: 'Die Sparkasse in Altötting und Mühldorf bildet Bankkaufleute aus und bietet duale Studiengänge.',
  },
};

export async function seedProfilesDemo(q: Queryable) {
  for (const [slug, t] of Object.entries(BUSINESS_TEXTS)) {
    await q.query(`UPDATE businesses SET motto = COALESCE(motto, $2), about_us = COALESCE(about_us, $3) WHERE slug = $1`, [slug, t.motto, t.about]);
  }
  await q.query(`UPDATE schools SET type = COALESCE(type, 'Mittelschule'),
      about_us = COALESCE(about_us, 'Wir sind eine Mittelschule in Passau mit Praxisklassen und enger Zusammenarbeit mit Betrieben der Region.')
    WHERE slug = 'mittelschule-passau-st-nikola'`);
  await q.query(`INSERT INTO school_regions (school_id, region_id)
    SELECT s.id, r.id FROM schools s, regions r WHERE s.slug = 'mittelschule-passau-st-nikola' AND r.slug = 'passau' ON CONFLICT DO NOTHING`);
  await q.query(`UPDATE regions SET intro = COALESCE(intro, 'Ausbildung, Praktikum und Jobs bei Betrieben in deiner Region – entdecke, wer hier ausbildet.')`);
}
