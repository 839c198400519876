// Interests a pupil names instead of an occupation ("Computer", "was mit Autos", "Menschen helfen"), each mapped
// to KldB groups (prefixes of occupations.kldb_code: the apprenticeships of those groups are meant) and to words of
// job titles for jobs without an occupation. Sources: the spec's crafts (02 §3 Trainee: it, craft, office, social,
// sales, art), the job categories by KldB Berufshauptgruppe (../shared/data/README.md) and the KldB 2010 group
// titles; reviewed by the Oabat editors (28 Nov 2026). No term is a word of business names ("Maschinenbau",
// "Holzbau"): the search's first tier reads occupation, business and place names, so such a word would put every job
// of such a business first. Occupation names that are words of their own ("Lager", "Kaufmann") are no interests.
export interface Interest {
  /** What the page says: "Wir zeigen dir Berufe rund um {label}". */
  label: string;
  /** What pupils type (the search folds case, umlauts, plural -s/-n only through these lists and keyForms). */
  words: string[];
  kldb: string[];
  terms: string[];
}

export const INTERESTS_SOURCE = 'Oabat-Redaktion nach KldB 2010 (Berufsgruppen) und den Interessen der Spezifikation';

export const INTERESTS: Interest[] = [
  {
    label: 'Computer',
    words: ['Computer', 'Computern', 'PC', 'IT', 'Informatik', 'Programmieren', 'Software', 'Internet', 'Technik und Computer', 'Games', 'Digital'],
    kldb: ['431', '432', '433', '434', '2632'],
    terms: ['informatiker', 'fachinformatiker', 'software', 'softwareentwickler', 'systemadministrator', 'it', 'systemelektroniker'],
  },
  {
    label: 'Autos',
    words: ['Autos', 'Auto', 'Fahrzeuge', 'Fahrzeug', 'Motoren', 'Motor', 'Kfz', 'Motorrad', 'Motorräder'],
    kldb: ['2521', '2522'],
    terms: ['kfz', 'kraftfahrzeugmechatroniker', 'fahrzeug', 'karosseriebauer', 'fahrzeuglackierer'],
  },
  { label: 'Holz', words: ['Holz', 'Möbel', 'Schreinern', 'Werken'], kldb: ['223', '3332'], terms: ['tischler', 'schreiner', 'holzmechaniker', 'zimmerer'] },
  {
    label: 'Tiere',
    words: ['Tiere', 'Tier', 'Tieren', 'Hunde', 'Pferde', 'Pferd'],
    kldb: ['113', '114', '115', '8114'],
    terms: ['tierpfleger', 'tiermedizinische', 'pferdewirt', 'tierwirt', 'landwirt'],
  },
  {
    label: 'Menschen helfen',
    words: ['Menschen helfen', 'Helfen', 'Menschen', 'Soziales', 'Sozial', 'Pflege', 'Pflegen', 'Kinder', 'Senioren', 'mit Menschen'],
    kldb: ['813', '821', '831', '8111', '8110', '8171'],
    terms: [
      'pflegefachmann',
      'pflegefachfrau',
      'pflege',
      'erzieher',
      'sozialassistent',
      'heilerziehungspfleger',
      'medizinische',
      'physiotherapeut',
      'pflegefachkraft',
    ],
  },
  {
    label: 'Geld',
    words: ['Geld', 'Zahlen', 'Finanzen', 'Rechnen', 'Mathe', 'Buchhaltung', 'Bank', 'Steuern'],
    kldb: ['721', '722', '723'],
    terms: ['bankkaufmann', 'bankkauffrau', 'steuerfachangestellte', 'finanz', 'versicherungen', 'lohnbuchhalter', 'buchhaltung'],
  },
  {
    label: 'Haare',
    words: ['Haare', 'Haar', 'Frisuren', 'Beauty', 'Kosmetik', 'Schminken', 'Styling'],
    kldb: ['823'],
    terms: ['friseur', 'kosmetiker', 'maskenbildner'],
  },
  {
    label: 'Kochen',
    words: ['Kochen', 'Essen', 'Küche', 'Backen', 'Lebensmittel'],
    kldb: ['293', '292', '633'],
    terms: ['koch', 'köchin', 'bäcker', 'konditor', 'fleischer', 'küche', 'hotelfachmann', 'restaurantfachmann'],
  },
  {
    label: 'Strom',
    words: ['Strom', 'Elektrik', 'Elektro', 'Elektronik', 'Energie', 'Solar', 'Photovoltaik'],
    kldb: ['262', '263'],
    terms: ['elektroniker', 'elektriker', 'elektro', 'photovoltaik'],
  },
  {
    label: 'Metall',
    words: ['Metall', 'Stahl', 'Schweißen', 'Maschinen', 'Technik'],
    kldb: ['241', '242', '244', '251'],
    terms: ['metallbauer', 'industriemechaniker', 'zerspanungsmechaniker', 'schweißer', 'metall'],
  },
  {
    label: 'Bauen',
    words: ['Bauen', 'Bau', 'Baustelle', 'Häuser', 'Haus'],
    kldb: ['321', '322', '331', '333'],
    terms: ['maurer', 'zimmerer', 'dachdecker', 'fliesenleger', 'straßenbauer', 'polier'],
  },
  {
    label: 'Farben und Gestalten',
    words: ['Farben', 'Farbe', 'Malen', 'Gestalten', 'Kunst', 'Kreativ', 'Design', 'Zeichnen'],
    kldb: ['3321', '232', '233', '934', '9341'],
    terms: ['maler', 'lackierer', 'mediengestalter', 'gestalter', 'design', 'fahrzeuglackierer'],
  },
  {
    label: 'Büro',
    words: ['Büro', 'Verwaltung', 'Organisieren', 'Organisation', 'Office'],
    kldb: ['713', '714', '731', '732'],
    terms: ['büromanagement', 'büro', 'verwaltungsfachangestellte', 'industriekaufmann'],
  },
  {
    label: 'Verkaufen',
    words: ['Verkaufen', 'Verkauf', 'Handel', 'Mode', 'Kunden', 'Einkaufen', 'Laden'],
    kldb: ['611', '612', '621', '622', '623', '624', '625'],
    terms: ['verkäufer', 'einzelhandel', 'verkauf', 'fachverkäufer'],
  },
  {
    label: 'Logistik',
    words: ['Logistik', 'Transport', 'Fahren', 'Versand'],
    kldb: ['513', '516', '521'],
    terms: ['lagerlogistik', 'fachlagerist', 'lager', 'berufskraftfahrer', 'spedition', 'logistik'],
  },
  {
    label: 'Natur',
    words: ['Natur', 'Pflanzen', 'Garten', 'Blumen', 'Wald', 'Umwelt', 'Landwirtschaft'],
    kldb: ['111', '112', '117', '121', '122'],
    terms: ['gärtner', 'florist', 'landwirt', 'forstwirt', 'natur'],
  },
  {
    label: 'Gesundheit',
    words: ['Gesundheit', 'Medizin', 'Arzt', 'Krankenhaus', 'Zähne', 'Praxis'],
    kldb: ['811', '813', '817', '825'],
    terms: ['medizinische', 'zahnmedizinische', 'pflegefachmann', 'physiotherapeut', 'arztpraxis'],
  },
  {
    label: 'Hotel und Reisen',
    words: ['Hotel', 'Reisen', 'Tourismus', 'Urlaub', 'Gäste'],
    kldb: ['632', '631', '633'],
    terms: ['hotelfachmann', 'hotelfachfrau', 'hotel', 'rezeption', 'tourismus', 'restaurantfachmann'],
  },
  {
    label: 'Labor und Chemie',
    words: ['Chemie', 'Labor', 'Forschen', 'Experimente', 'Biologie'],
    kldb: ['412', '413', '414'],
    terms: ['chemielaborant', 'biologielaborant', 'labor', 'chemikant'],
  },
];
