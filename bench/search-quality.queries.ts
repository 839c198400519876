// Queries of the search-quality bench (issue #33), as pupils type them, in five kinds, each with what the pupil
// meant: KldB groups (a job with an occupation fits when its code starts with one) and, for jobs without an
// occupation (internships, jobs), the words of a fitting title. Written against the bench's trades
// (jobs.demo-data.ts TRADES); the issue checks the rules with an independent set of the same kinds.
export type Kind = 'Tippfehler' | 'Wortteile' | 'Formen' | 'Synonyme' | 'Interessen';

export interface Meaning {
  kldb: string[];
  titles: RegExp;
}

const M = {
  shk: { kldb: ['34212'], titles: /Anlagenmechaniker|Sanitär|Heizung|Wärmepump/i },
  kfz: { kldb: ['25212', '25222'], titles: /Kfz|Fahrzeug|Autohaus|Werkstatt/i },
  mechatronik: { kldb: ['26112', '25212', '25222'], titles: /Mechatroniker|Kfz/i },
  friseur: { kldb: ['82312'], titles: /Friseur/i },
  zfa: { kldb: ['81112'], titles: /Zahn/i },
  mfa: { kldb: ['81102'], titles: /Arztpraxis|Medizinische/i },
  pflege: { kldb: ['81302'], titles: /Pflege/i },
  tischler: { kldb: ['22342'], titles: /Schreiner|Tischler/i },
  lager: { kldb: ['51312'], titles: /Lager|Stapler/i },
  fahrer: { kldb: ['52122'], titles: /Kraftfahrer|Fahrer/i },
  elektro: { kldb: ['26212', '26252', '26112'], titles: /Elektr|Photovoltaik/i },
  it: { kldb: ['431', '432', '434'], titles: /\bIT\b|Software|System|Informatik/i },
  baecker: { kldb: ['29222', '62312'], titles: /Bäcker|Backstube|Konditor/i },
  koch: { kldb: ['29302'], titles: /Koch|Küche/i },
  hotel: { kldb: ['63222', '63302'], titles: /Hotel|Rezeption|Service/i },
  maurer: { kldb: ['32122'], titles: /Maurer|Polier|Baustelle/i },
  zimmerer: { kldb: ['33322'], titles: /Zimmer/i },
  maler: { kldb: ['33212'], titles: /Maler|Lackier/i },
  metall: { kldb: ['24412', '25102'], titles: /Metall|Schweiß|Industriemechaniker/i },
  industriemechanik: { kldb: ['25102'], titles: /Industriemechaniker/i },
  bank: { kldb: ['72112', '72132'], titles: /Bank|Kundenberater|Filiale/i },
  steuer: { kldb: ['72302'], titles: /Steuer|Lohnbuch|Kanzlei/i },
  buero: { kldb: ['71402', '71302'], titles: /Büro|Industriekauf|Sachbearbeiter/i },
  verkauf: { kldb: ['62102', '62312'], titles: /Verkäufer|Verkauf|Aushilfe|Filialleitung/i },
  // Selling in KldB 62 (Verkaufsberufe): cars too (Automobilkaufmann/-frau, 62272).
  handel: { kldb: ['621', '622', '623', '625'], titles: /Verkäufer|Verkauf|Aushilfe|Filialleitung|Serviceberater/i },
  gastronomie: { kldb: ['63222', '63302', '29302'], titles: /Hotel|Rezeption|Service|Koch|Küche/i },
  bau: { kldb: ['32122', '33322'], titles: /Maurer|Polier|Bagger|Baustelle|Zimmer/i },
  geld: { kldb: ['72112', '72132', '72302'], titles: /Bank|Steuer|Lohnbuch|Kundenberater|Filiale|Kanzlei/i },
  gesundheit: { kldb: ['81102', '81112', '81302'], titles: /Pflege|Arztpraxis|Zahn|Medizin/i },
  essen: { kldb: ['29222', '29302', '62312', '63222', '63302'], titles: /Bäcker|Backstube|Konditor|Koch|Küche/i },
  mechaniker: { kldb: ['25102', '34212', '25212', '25222', '26112'], titles: /mechaniker|mechatroniker/i },
  helfen: { kldb: ['81102', '81112', '81302'], titles: /Pflege|Arztpraxis|Zahn|Medizin/i },
} satisfies Record<string, Meaning>;

export const QUERIES: { kind: Kind; q: string; meant: Meaning }[] = [
  // 1. Typos: one edit from 5 letters, two from 9.
  ...(
    [
      ['Mechatronicker', M.mechatronik],
      ['Elecktroniker', M.elektro],
      ['Anlagenmechanikre', M.shk],
      ['Tischlr', M.tischler],
      ['Friseurr', M.friseur],
      ['Industriemechanicker', M.industriemechanik],
      ['Fachinformatikker', M.it],
      ['Lagerlogisitk', M.lager],
      ['Berufskraftfaher', M.fahrer],
      ['Pflegefachman', M.pflege],
      ['Steuerfachangestelter', M.steuer],
      ['Zimerer', M.zimmerer],
      ['Bankaufmann', M.bank],
      ['Hotelfachman', M.hotel],
      ['Verkeufer', M.verkauf],
      ['Metalbauer', M.metall],
      ['Konditer', M.baecker],
      ['Zahnmedizinsche Fachangestellte', M.zfa],
    ] as const
  ).map(([q, meant]) => ({ kind: 'Tippfehler' as const, q, meant })),
  // 2. Parts of compound words.
  ...(
    [
      ['Mechaniker', M.mechaniker],
      ['Informatiker', M.it],
      ['Logistik', M.lager],
      ['Kraftfahrer', M.fahrer],
      ['Mechatroniker', M.mechatronik],
      ['Handel', M.verkauf],
      ['Gastronomie', M.gastronomie],
      ['Fahrzeug', M.kfz],
      ['Medizinische', M.gesundheit],
      ['Heizung', M.shk],
      ['Sanitär', M.shk],
      ['Versicherung', M.bank],
      ['Baumaschinen', M.kfz],
      ['Gebäudetechnik', M.elektro],
      ['Systemintegration', M.it],
      ['Fachangestellte Zahn', M.zfa],
    ] as const
  ).map(([q, meant]) => ({ kind: 'Wortteile' as const, q, meant })),
  // 3. Gender and spelling forms.
  ...(
    [
      ['Frisörin', M.friseur],
      ['Friseuse', M.friseur],
      ['Friseurin', M.friseur],
      ['Bäckerin', M.baecker],
      ['Baecker', M.baecker],
      ['Köchin', M.koch],
      ['Bankkauffrau', M.bank],
      ['Elektronikerin', M.elektro],
      ['Tischlerin', M.tischler],
      ['Malerin', M.maler],
      ['Hotelfachfrau', M.hotel],
      ['Pflegefachfrau', M.pflege],
      ['Zahnmedizinische Fachangestellte (m/w/d)', M.zfa],
      ['KFZ-Mechatronikerin', M.kfz],
      ['Verkaeuferin', M.verkauf],
      ['Fachinformatikerin', M.it],
      ['Metallbauerin', M.metall],
    ] as const
  ).map(([q, meant]) => ({ kind: 'Formen' as const, q, meant })),
  // 4. Old, colloquial and regional names.
  ...(
    [
      ['Klempner', M.shk],
      ['Installateur', M.shk],
      ['Heizungsbauer', M.shk],
      ['Zahnarzthelferin', M.zfa],
      ['Arzthelferin', M.mfa],
      ['Krankenschwester', M.pflege],
      ['Altenpfleger', M.pflege],
      ['Schreiner', M.tischler],
      ['Automechaniker', M.kfz],
      ['Kfz-Mechaniker', M.kfz],
      ['Lagerist', M.lager],
      ['LKW-Fahrer', M.fahrer],
      ['Programmierer', M.it],
      ['Elektriker', M.elektro],
      ['Anstreicher', M.maler],
      ['Schlosser', M.metall],
      ['Kellner', M.hotel],
    ] as const
  ).map(([q, meant]) => ({ kind: 'Synonyme' as const, q, meant })),
  // 5. Interests.
  ...(
    [
      ['Computer', M.it],
      ['was mit Autos', M.kfz],
      ['Holz', M.tischler],
      ['Menschen helfen', M.helfen],
      ['Geld', M.geld],
      ['Haare', M.friseur],
      ['Kochen', M.essen],
      ['Strom', M.elektro],
      ['Metall', M.metall],
      ['Bauen', M.bau],
      ['Farben', M.maler],
      ['Büro', M.buero],
      ['Verkaufen', M.handel],
      ['Gesundheit', M.gesundheit],
      ['Backen', M.baecker],
      ['Zahlen', M.geld],
    ] as const
  ).map(([q, meant]) => ({ kind: 'Interessen' as const, q, meant })),
];
