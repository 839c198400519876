// A handful of occupations (real BA ids and KldB codes) for a start without the reference files.
import type { OccupationRow } from './occupations.rows.ts';

const o = (id: number, bkz: string, name: string, short_name: string, group: string): OccupationRow => ({ id, bkz, name, short_name, group });

export const FALLBACK_KLDB: { code: string; level: number; title: string }[] = [
  { code: '2', level: 1, title: 'Rohstoffgewinnung, Produktion und Fertigung' },
  { code: '29', level: 2, title: 'Lebensmittelherstellung und -verarbeitung' },
  { code: '4', level: 1, title: 'Naturwissenschaft, Geografie und Informatik' },
  { code: '43', level: 2, title: 'Informatik-, Informations- und Kommunikationstechnologieberufe' },
  { code: '6', level: 1, title: 'Kaufmännische Dienstleistungen, Warenhandel, Vertrieb, Hotel und Tourismus' },
  { code: '62', level: 2, title: 'Verkaufsberufe' },
  { code: '7', level: 1, title: 'Unternehmensorganisation, Buchhaltung, Recht und Verwaltung' },
  { code: '71', level: 2, title: 'Berufe in Unternehmensführung und -organisation' },
  { code: '8', level: 1, title: 'Gesundheit, Soziales, Lehre und Erziehung' },
  { code: '81', level: 2, title: 'Medizinische Gesundheitsberufe' },
];

export const FALLBACK_OCCUPATIONS: OccupationRow[] = [
  o(3626, 'B 29222-900', 'Bäcker/Bäckerin', 'Bäcker/in', '1110'),
  o(7856, 'B 43412-902', 'Fachinformatiker/Fachinformatikerin Fachrichtung Anwendungsentwicklung', 'Fachinformatiker/in - Anwendungsentwicklung', '1120'),
  o(123266, 'B 71402-922', 'Kaufmann/Kauffrau für Büromanagement', 'Kaufmann/-frau - Büromanagement', '1110'),
  o(6628, 'B 62102-901', 'Verkäufer/Verkäuferin', 'Verkäufer/in', '1110'),
  o(33212, 'B 81102-901', 'Medizinischer Fachangestellter/Medizinische Fachangestellte', 'Medizinische/r Fachangestellte/r', '1110'),
  o(132173, 'B 81302-906', 'Pflegefachmann/Pflegefachfrau (Ausbildung)', 'Pflegefachmann/-frau (Ausbildung)', '1210'),
];
