// One German place as the reference file and the fallback list give it.
export interface PlaceRow {
  postal_code: string;
  name: string;
  state: string | null;
  state_code: string | null;
  district: string | null;
  district_code: string;
  latitude: number;
  longitude: number;
}
