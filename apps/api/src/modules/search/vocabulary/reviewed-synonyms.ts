// The platform's own synonyms: what pupils say for an apprenticeship where KldB's alias list says something else
// or nothing (a "Klempner" in KldB is a sheet-metal worker; a pupil means the plumber, Anlagenmechaniker/in SHK).
// Source of every entry: Oabat editorial review (28 Nov 2026), checked against the BA occupation list and the trades
// of the demo and bench data (jobs.demo-data.ts). The occupations' own names and forms ("Bäckerin") are not listed:
// the occupation itself answers them, narrower than a group would (29222 holds Bäcker/in and Konditor/in). An entry names the KldB groups (5 digits) whose apprenticeships it
// means and, where job titles use a short form, the words that find them.
export interface ReviewedSynonym {
  /** What pupils type (any form: the search folds gender forms, umlauts and hyphens). */
  names: string[];
  kldb: string[];
  /** Extra words of job titles for these occupations ("Kfz-Mechatroniker" beside Kraftfahrzeugmechatroniker/in). */
  terms?: string[];
}

export const REVIEWED_SOURCE = 'Oabat-Redaktion (geprüfte Liste, 28.11.2026)';

export const REVIEWED_SYNONYMS: ReviewedSynonym[] = [
  { names: ['Zahnarzthelferin', 'Zahnarzthelfer', 'ZFA', 'Zahnarztassistentin'], kldb: ['81112'] },
  { names: ['Arzthelferin', 'Arzthelfer', 'MFA', 'Praxishelferin', 'Sprechstundenhilfe'], kldb: ['81102'] },
  { names: ['Tierarzthelferin', 'Tierarzthelfer', 'TFA'], kldb: ['81142'] },
  {
    names: [
      'Klempner',
      'Installateur',
      'Heizungsbauer',
      'Sanitär',
      'Sanitärinstallateur',
      'Gas-Wasser-Installateur',
      'Heizungsinstallateur',
      'SHK',
      'Anlagenmechaniker SHK',
    ],
    kldb: ['34212'],
    terms: ['anlagenmechaniker', 'shk'],
  },
  {
    names: [
      'Krankenschwester',
      'Krankenpfleger',
      'Altenpfleger',
      'Altenpflegerin',
      'Pflegekraft',
      'Pflegefachkraft',
      'Gesundheits- und Krankenpfleger',
      'Kinderkrankenschwester',
      'Pfleger',
    ],
    kldb: ['81302', '82102'],
    terms: ['pflegefachmann', 'pflegefachfrau', 'pflegefachkraft', 'pflege'],
  },
  { names: ['Schreiner', 'Möbeltischler', 'Möbelschreiner'], kldb: ['22342'], terms: ['tischler', 'schreiner'] },
  {
    names: [
      'Automechaniker',
      'Automechatroniker',
      'Kfz-Mechaniker',
      'Kfz-Mechatroniker',
      'Kfz-Techniker',
      'Autoschlosser',
      'Mechaniker für Autos',
      'Kraftfahrzeugmechaniker',
    ],
    kldb: ['25212'],
    terms: ['kfz', 'kraftfahrzeugmechatroniker'],
  },
  {
    names: ['Lagerist', 'Lagerarbeiter', 'Lagerhelfer', 'Staplerfahrer', 'Lagerlogistik', 'Fachkraft Lagerlogistik', 'Kommissionierer'],
    kldb: ['51312', '51322'],
    terms: ['fachlagerist', 'lagerlogistik', 'lager'],
  },
  { names: ['Friseuse', 'Frisör', 'Frisörin', 'Friseurin', 'Coiffeur', 'Hairstylist', 'Haarstylist'], kldb: ['82312'], terms: ['friseur'] },
  {
    names: ['Elektriker', 'Elektroinstallateur', 'Elektromonteur', 'Elektrotechniker'],
    kldb: ['26212', '26122'],
    terms: ['elektroniker', 'elektriker', 'elektro'],
  },
  { names: ['Bürokauffrau', 'Bürokaufmann', 'Sekretärin', 'Bürokraft'], kldb: ['71402', '71302'], terms: ['büromanagement', 'büro'] },
  { names: ['Einzelhandelskauffrau', 'Einzelhandelskaufmann', 'Kassierer', 'Kassiererin'], kldb: ['62102'], terms: ['verkäufer', 'einzelhandel', 'verkauf'] },
  { names: ['Bankangestellte', 'Banker', 'Bankberater'], kldb: ['72112'], terms: ['bankkaufmann', 'bank'] },
  { names: ['Steuerfachgehilfe', 'Steuergehilfin', 'Steuerassistentin'], kldb: ['72302'], terms: ['steuerfachangestellte', 'steuer'] },
  {
    names: ['Programmierer', 'Informatiker', 'Softwareentwickler', 'ITler', 'Computerfachmann', 'Systemadministrator', 'Webentwickler', 'Entwickler'],
    kldb: ['43412', '43102', '43112'],
    terms: ['fachinformatiker', 'informatiker', 'softwareentwickler', 'software'],
  },
  { names: ['Köchin', 'Küchenhilfe', 'Jungkoch'], kldb: ['29302'], terms: ['koch', 'köchin', 'küche'] },
  {
    names: ['Kellner', 'Kellnerin', 'Servicekraft', 'Bedienung', 'Restaurantfachfrau', 'Restaurantfachmann'],
    kldb: ['63302'],
    terms: ['restaurantfachmann', 'restaurantfachfrau', 'fachmann für restaurants', 'service'],
  },
  {
    names: ['Rezeptionist', 'Rezeptionistin', 'Hotelkauffrau', 'Empfangsdame'],
    kldb: ['63222'],
    terms: ['hotelfachmann', 'hotelfachfrau', 'hotel', 'rezeption'],
  },
  { names: ['Metzger', 'Metzgerin', 'Schlachter'], kldb: ['29232'], terms: ['fleischer', 'metzger'] },
  {
    names: ['Bäckereifachverkäuferin', 'Bäckereiverkäuferin', 'Zuckerbäcker', 'Feinbäcker'],
    kldb: ['29222', '62312'],
    terms: ['bäcker', 'konditor', 'fachverkäufer'],
  },
  { names: ['Schlosser', 'Schweißer', 'Stahlbauer', 'Schmied'], kldb: ['24412', '24422'], terms: ['metallbauer', 'schweißer', 'metall'] },
  { names: ['Dreher', 'Fräser', 'CNC-Fräser', 'Zerspaner', 'Zerspanungsmechaniker'], kldb: ['24232'], terms: ['zerspanungsmechaniker', 'cnc'] },
  { names: ['Maler', 'Anstreicher', 'Lackierer', 'Malerin'], kldb: ['33212'], terms: ['maler', 'lackierer'] },
  { names: ['Bauarbeiter', 'Bauhelfer', 'Hochbaufacharbeiter'], kldb: ['32122'], terms: ['maurer'] },
  { names: ['Zimmermann', 'Dachdecker'], kldb: ['33322', '32112'], terms: ['zimmerer', 'dachdecker'] },
  {
    names: ['LKW-Fahrer', 'Lkw Fahrer', 'Brummifahrer', 'Trucker', 'Kraftfahrer', 'Busfahrer'],
    kldb: ['52122'],
    terms: ['berufskraftfahrer', 'fahrer', 'lkw'],
  },
  { names: ['Speditionskaufmann', 'Speditionskauffrau', 'Logistiker'], kldb: ['51622'], terms: ['spedition', 'logistik'] },
  {
    names: ['Erzieherin', 'Kindergärtnerin', 'Kinderpflegerin', 'Kitahelferin', 'Sozialassistentin'],
    kldb: ['83112', '83142'],
    terms: ['erzieher', 'kinderpfleger', 'sozialassistent'],
  },
  { names: ['Landschaftsgärtner', 'Blumenbinder'], kldb: ['12112', '12122', '12202'], terms: ['gärtner', 'florist'] },
  { names: ['Zoowärter', 'Tierwirt'], kldb: ['11522', '11582', '11412'], terms: ['tierpfleger', 'tier'] },
  { names: ['Grafiker', 'Grafikdesigner', 'Designer', 'Mediendesigner'], kldb: ['23212'], terms: ['mediengestalter', 'gestaltung', 'design'] },
  { names: ['Maschinenbauer', 'Maschinenschlosser'], kldb: ['25102'], terms: ['industriemechaniker'] },
];
