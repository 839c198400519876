// Demo and benchmark material for jobs: trades with real occupations (BA ids), job titles, German texts,
// and demo businesses across Bavaria. Pure data; jobs.demo.ts and bench/search.ts turn it into rows.

export interface Trade {
  key: string;
  /** BA occupation ids (occupations.id) of the apprenticeships this trade trains. */
  occupations: number[];
  internships: string[];
  jobs: string[];
  about: string;
  tasks: string[];
  salary: [number, number];
}

export const TRADES: Record<string, Trade> = {
  bakery: {
    key: 'bakery',
    occupations: [3626, 3654, 50920],
    internships: ['Schülerpraktikum in der Backstube', 'Ferienpraktikum im Verkauf'],
    jobs: ['Bäcker (m/w/d) in Vollzeit', 'Verkaufshilfe (m/w/d) auf Minijob-Basis', 'Konditor (m/w/d) für die Tortenabteilung'],
    about: 'Wir backen seit drei Generationen mit regionalem Mehl und ohne Fertigmischungen.',
    tasks: ['Teige nach eigenen Rezepten herstellen', 'Brezen, Semmeln und Brot backen', 'Kundinnen und Kunden im Laden beraten'],
    salary: [2300, 2900],
  },
  auto: {
    key: 'auto',
    occupations: [14799, 6622, 124412],
    internships: ['Praktikum in der Kfz-Werkstatt', 'Schnupperpraktikum im Autohaus'],
    jobs: ['Kfz-Mechatroniker (m/w/d)', 'Serviceberater (m/w/d) im Kundendienst', 'Fahrzeugaufbereiter (m/w/d)'],
    about: 'Als Vertragswerkstatt betreuen wir Pkw und Nutzfahrzeuge aus der ganzen Region.',
    tasks: ['Fehler mit moderner Diagnosetechnik finden', 'Inspektionen und Reparaturen durchführen', 'Elektro- und Hybridfahrzeuge warten'],
    salary: [2800, 3600],
  },
  electro: {
    key: 'electro',
    occupations: [15636, 15623],
    internships: ['Praktikum Elektrotechnik', 'Schülerpraktikum auf der Baustelle'],
    jobs: ['Elektroniker (m/w/d) für Gebäudetechnik', 'Obermonteur (m/w/d) Photovoltaik'],
    about: 'Wir planen und installieren Elektroanlagen, Photovoltaik und Smart-Home-Technik.',
    tasks: ['Leitungen verlegen und Schaltschränke verdrahten', 'Photovoltaikanlagen montieren', 'Anlagen prüfen und in Betrieb nehmen'],
    salary: [2900, 3700],
  },
  carpentry: {
    key: 'carpentry',
    occupations: [4460],
    internships: ['Praktikum in der Schreinerwerkstatt'],
    jobs: ['Schreiner (m/w/d) für die Montage', 'CNC-Maschinenbediener (m/w/d)'],
    about: 'Wir fertigen Küchen, Treppen und Möbel nach Maß aus heimischem Holz.',
    tasks: ['Möbel an der CNC-Maschine fertigen', 'Oberflächen schleifen und lackieren', 'Küchen beim Kunden montieren'],
    salary: [2700, 3400],
  },
  tax: {
    key: 'tax',
    occupations: [7573, 123266],
    internships: ['Büropraktikum in der Steuerkanzlei'],
    jobs: ['Steuerfachangestellter (m/w/d) in Teilzeit', 'Lohnbuchhalter (m/w/d)'],
    about: 'Wir beraten Handwerksbetriebe, Landwirte und Familien in allen Steuerfragen.',
    tasks: ['Finanzbuchhaltungen erstellen', 'Lohnabrechnungen vorbereiten', 'Steuererklärungen mit DATEV bearbeiten'],
    salary: [2900, 3800],
  },
  hotel: {
    key: 'hotel',
    occupations: [3726, 10009, 136125],
    internships: ['Praktikum in der Hotelküche', 'Schnupperpraktikum an der Rezeption'],
    jobs: ['Koch (m/w/d) für die Wirtshausküche', 'Servicekraft (m/w/d) auf Minijob-Basis', 'Rezeptionist (m/w/d)'],
    about: 'Unser familiengeführtes Haus verbindet bayerische Gastlichkeit mit moderner Küche.',
    tasks: ['Regionale Gerichte zubereiten', 'Gäste an der Rezeption empfangen', 'Feiern und Veranstaltungen betreuen'],
    salary: [2400, 3100],
  },
  care: {
    key: 'care',
    occupations: [132173, 33212],
    internships: ['Pflegepraktikum (Sozialpraktikum)', 'Praktikum in der Arztpraxis'],
    jobs: ['Pflegefachkraft (m/w/d) ambulant', 'Pflegehelfer (m/w/d)'],
    about: 'Wir versorgen Menschen zu Hause, damit sie so lange wie möglich selbstständig leben können.',
    tasks: ['Menschen bei der Grundpflege unterstützen', 'Medikamente richten und dokumentieren', 'Angehörige beraten'],
    salary: [3200, 4000],
  },
  software: {
    key: 'software',
    occupations: [7856, 7847, 133558],
    internships: ['Praktikum Softwareentwicklung', "Girls' Day Praktikum IT"],
    jobs: ['Softwareentwickler (m/w/d) TypeScript', 'IT-Supporter (m/w/d) im 1st Level', 'Systemadministrator (m/w/d)'],
    about: 'Wir entwickeln Software für Handwerk und Mittelstand, mit kleinen Teams und kurzen Wegen.',
    tasks: ['Webanwendungen programmieren', 'Server und Netzwerke betreuen', 'Kundinnen und Kunden im Support helfen'],
    salary: [3400, 4800],
  },
  metal: {
    key: 'metal',
    occupations: [2277, 29055, 2868],
    internships: ['Praktikum in der Metallwerkstatt'],
    jobs: ['Schweißer (m/w/d)', 'Metallbauer (m/w/d) für die Montage'],
    about: 'Wir bauen Treppen, Geländer, Hallen und Sonderkonstruktionen aus Stahl und Edelstahl.',
    tasks: ['Bauteile zuschneiden, biegen und schweißen', 'Technische Zeichnungen lesen', 'Konstruktionen auf der Baustelle montieren'],
    salary: [2900, 3600],
  },
  bank: {
    key: 'bank',
    occupations: [6755, 136117],
    internships: ['Schülerpraktikum in der Filiale'],
    jobs: ['Kundenberater (m/w/d) Privatkunden', 'Servicemitarbeiter (m/w/d) in Teilzeit'],
    about: 'Als regionales Kreditinstitut sind wir mit vielen Filialen für die Menschen vor Ort da.',
    tasks: ['Kundinnen und Kunden zu Konten und Sparen beraten', 'Kredite vorbereiten', 'Im Team der Filiale mitarbeiten'],
    salary: [3300, 4300],
  },
  retail: {
    key: 'retail',
    occupations: [6580, 6628],
    internships: ['Praktikum im Verkauf'],
    jobs: ['Verkäufer (m/w/d) in Vollzeit', 'Aushilfe (m/w/d) für Samstage', 'Filialleitung (m/w/d)'],
    about: 'Unser Geschäft ist seit Jahrzehnten die erste Adresse in der Innenstadt.',
    tasks: ['Kundinnen und Kunden beraten', 'Ware bestellen und präsentieren', 'An der Kasse abrechnen'],
    salary: [2400, 3200],
  },
  construction: {
    key: 'construction',
    occupations: [3938, 4010],
    internships: ['Ferienpraktikum auf der Baustelle'],
    jobs: ['Maurer (m/w/d)', 'Polier (m/w/d) Hochbau', 'Baggerfahrer (m/w/d)'],
    about: 'Wir bauen Einfamilienhäuser, Gewerbehallen und sanieren Altbauten in der Region.',
    tasks: ['Mauern und Betonieren', 'Dachstühle abbinden und aufstellen', 'Pläne auf der Baustelle umsetzen'],
    salary: [3000, 3900],
  },
  shk: {
    key: 'shk',
    occupations: [15164],
    internships: ['Praktikum Sanitär und Heizung'],
    jobs: ['Anlagenmechaniker SHK (m/w/d)', 'Kundendiensttechniker (m/w/d) Wärmepumpen'],
    about: 'Wir installieren Bäder, Heizungen und Wärmepumpen und sind im Notdienst für unsere Kunden da.',
    tasks: ['Wärmepumpen und Heizungen einbauen', 'Bäder modernisieren', 'Anlagen warten und reparieren'],
    salary: [3000, 3800],
  },
  logistics: {
    key: 'logistics',
    occupations: [27448, 13794],
    internships: ['Praktikum im Lager'],
    jobs: ['Lagermitarbeiter (m/w/d)', 'Berufskraftfahrer (m/w/d) Nahverkehr', 'Staplerfahrer (m/w/d)'],
    about: 'Von unserem Logistikzentrum aus beliefern wir Handel und Industrie in ganz Bayern.',
    tasks: ['Waren annehmen und einlagern', 'Sendungen kommissionieren', 'Touren planen und fahren'],
    salary: [2600, 3300],
  },
  hair: {
    key: 'hair',
    occupations: [9910],
    internships: ['Schnupperpraktikum im Friseursalon'],
    jobs: ['Friseur (m/w/d) in Teilzeit'],
    about: 'Unser Salon steht für moderne Schnitte, ehrliche Beratung und ein herzliches Team.',
    tasks: ['Haare schneiden, färben und stylen', 'Kundinnen und Kunden beraten', 'Termine planen'],
    salary: [2200, 2800],
  },
  industry: {
    key: 'industry',
    occupations: [7965, 29055, 2868, 15623],
    internships: ['Technisches Praktikum in der Produktion', 'Praktikum Industriekaufleute'],
    jobs: ['Maschinenbediener (m/w/d) im Schichtbetrieb', 'Industriemechaniker (m/w/d)', 'Sachbearbeiter (m/w/d) Einkauf'],
    about: 'Wir fertigen Präzisionsteile für Kunden aus der Automobil- und Medizintechnik.',
    tasks: ['Produktionsanlagen einrichten und warten', 'Bauteile prüfen', 'Aufträge kaufmännisch abwickeln'],
    salary: [3100, 4200],
  },
  painter: {
    key: 'painter',
    occupations: [15530],
    internships: ['Praktikum im Malerbetrieb'],
    jobs: ['Maler und Lackierer (m/w/d)'],
    about: 'Wir gestalten Wohnräume und Fassaden mit Farbe, Putz und viel Sorgfalt.',
    tasks: ['Wände und Fassaden streichen', 'Tapezieren und Spachteln', 'Farbkonzepte mit Kunden abstimmen'],
    salary: [2700, 3300],
  },
  dental: {
    key: 'dental',
    occupations: [14704],
    internships: ['Praktikum in der Zahnarztpraxis'],
    jobs: ['Zahnmedizinische Fachangestellte (m/w/d)'],
    about: 'Unsere Praxis behandelt Familien mit Ruhe, Zeit und moderner Technik.',
    tasks: ['Bei Behandlungen assistieren', 'Patientinnen und Patienten betreuen', 'Termine und Abrechnung organisieren'],
    salary: [2500, 3100],
  },
};

/** Trades of the demo businesses seeded by the demo module (by slug). */
export const EXISTING_DEMO_TRADES: Record<string, string> = {
  'baeckerei-huber': 'bakery',
  'autohaus-wimmer': 'auto',
  'elektro-brandl': 'electro',
  'schreinerei-gruber': 'carpentry',
  'steuerkanzlei-hofbauer': 'tax',
  'hotel-gasthof-zur-post': 'hotel',
  'pflegedienst-sonnenschein': 'care',
  'donauwerk-software': 'software',
  'metallbau-schmid': 'metal',
  'sparkasse-altoetting': 'bank',
};

/** Further demo businesses of this module, across Bavaria: [name, trade, postal code]. */
export const JOB_DEMO_BUSINESSES: [string, string, string][] = [
  ['Bäckerei Lechner', 'bakery', '94469'],
  ['Café Konditorei Eder', 'bakery', '93047'],
  ['Landbäckerei Moser', 'bakery', '84347'],
  ['Autohaus Reiter GmbH', 'auto', '84028'],
  ['Kfz-Service Aigner', 'auto', '94315'],
  ['Landtechnik Stadler', 'auto', '84130'],
  ['Elektro Kainz GmbH', 'electro', '94209'],
  ['Elektrotechnik Hartl', 'electro', '92224'],
  ['Schreinerei Pichler', 'carpentry', '94227'],
  ['Holzbau Zellner', 'construction', '94234'],
  ['Kanzlei Obermeier Steuerberatung', 'tax', '93309'],
  ['Hotel Bayerischer Hof Straubing', 'hotel', '94315'],
  ['Landgasthof Friedl', 'hotel', '94086'],
  ['Seniorenzentrum St. Anna', 'care', '94121'],
  ['Praxisgemeinschaft Dr. Brunner', 'care', '84503'],
  ['Isarwerk IT GmbH', 'software', '85049'],
  ['Bytefabrik Regensburg', 'software', '93053'],
  ['Stahlbau Kern', 'metal', '92637'],
  ['Raiffeisenbank Passauer Land', 'bank', '94136'],
  ['Modehaus Wagner', 'retail', '94032'],
  ['Getränkemarkt Fischer', 'retail', '96047'],
  ['Buchhandlung Weber', 'retail', '97070'],
  ['Bauunternehmen Bauer', 'construction', '94107'],
  ['Haustechnik Maier', 'shk', '94099'],
  ['Heizung & Sanitär Hofmann', 'shk', '83022'],
  ['Spedition Gruber Logistik', 'logistics', '94405'],
  ['Logistikzentrum Ostbayern', 'logistics', '94474'],
  ['Salon Haarwerk', 'hair', '94034'],
  ['Friseur Schnittpunkt', 'hair', '86150'],
  ['Präzisionstechnik Donau GmbH', 'industry', '94036'],
  ['Maschinenbau Brunner', 'industry', '91710'],
  ['Kunststofftechnik Altmühl', 'industry', '91522'],
  ['Malerbetrieb Schmid', 'painter', '95444'],
  ['Zahnarztpraxis am Dom', 'dental', '94032'],
  ['Zahnärzte am Inn', 'dental', '84453'],
];

/** Deterministic pseudo-random numbers (the same demo data on every machine). */
export function seededRandom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** German description of a job from its trade, occupation and place. */
export function jobDescription(trade: Trade, o: { typeId: number; title: string; businessName: string; town: string; rnd: () => number }) {
  const team = 5 + Math.floor(o.rnd() * 80);
  const intro =
    o.typeId === 1
      ? `Starte deine Ausbildung als ${o.title} bei ${o.businessName} in ${o.town}.`
      : o.typeId === 2
        ? `Lerne bei ${o.businessName} in ${o.town} eine Woche lang den Alltag kennen: ${o.title}.`
        : `${o.businessName} in ${o.town} sucht Verstärkung: ${o.title}.`;
  const tasks = trade.tasks.map((t) => `• ${t}`).join('\n');
  return (
    `${intro}\n\n${trade.about} Unser Team hat ${team} Mitarbeitende.\n\nDas erwartet dich:\n${tasks}\n\n` +
    (o.typeId === 1 ? 'Nach erfolgreicher Ausbildung möchten wir dich gern übernehmen.' : 'Wir freuen uns auf deine Nachricht!')
  );
}
