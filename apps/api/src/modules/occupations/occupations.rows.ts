// A KldB 2010 code and an apprenticeship occupation as the reference files and the fallback list give them.
export interface KldbRow {
  code: string;
  level: number;
  title: string;
  short_title?: string;
  description?: string | null;
}
export interface OccupationRow {
  id: number;
  bkz: string;
  name: string;
  short_name: string;
  group: string;
}
