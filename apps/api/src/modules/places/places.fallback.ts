// The places the demo needs when the reference file is missing (real postal codes and coordinates).
import type { PlaceRow } from './places.rows.ts';

const row = (postal_code: string, name: string, district: string, district_code: string, latitude: number, longitude: number): PlaceRow => ({
  postal_code,
  name,
  state: 'Bayern',
  state_code: 'BY',
  district,
  district_code,
  latitude,
  longitude,
});

export const FALLBACK_PLACES: PlaceRow[] = [
  row('94032', 'Passau', 'Passau', '09262', 48.5732, 13.4506),
  row('94034', 'Passau', 'Passau', '09262', 48.589, 13.3971),
  row('94036', 'Passau', 'Passau', '09262', 48.5693, 13.4122),
  row('93047', 'Regensburg', 'Regensburg', '09362', 49.0168, 12.0954),
  row('94078', 'Freyung', 'Freyung-Grafenau', '09272', 48.8095, 13.5477),
  row('94481', 'Grafenau', 'Freyung-Grafenau', '09272', 48.8577, 13.3974),
  row('94051', 'Hauzenberg', 'Landkreis Passau', '09275', 48.6496, 13.6265),
  row('84453', 'Mühldorf am Inn', 'Landkreis Mühldorf am Inn', '09183', 48.2503, 12.5215),
  row('84503', 'Altötting', 'Landkreis Altötting', '09171', 48.2253, 12.6766),
  row('91710', 'Gunzenhausen', 'Landkreis Weißenburg-Gunzenhausen', '09577', 49.1166, 10.7597),
  row('94474', 'Vilshofen', 'Landkreis Passau', '09275', 48.6269, 13.1922),
  row('94469', 'Deggendorf', 'Landkreis Deggendorf', '09271', 48.8409, 12.9607),
  row('84028', 'Landshut', 'Kreisfreie Stadt Landshut', '09261', 48.5359, 12.1523),
  row('80331', 'München', 'Kreisfreie Stadt München', '09162', 48.1345, 11.571),
  row('90402', 'Nürnberg', 'Nürnberg', '09564', 49.4504, 11.0778),
];
