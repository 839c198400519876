// The caches the admin clears on /admin/caches (POST /api/admin/cache/clear with their tags), named in German.
export const ADMIN_CACHES = [
  { tag: 'search', label: 'Suche', text: 'Suchergebnisse für Gäste und der Suchwortschatz (Synonyme)' },
  { tag: 'sessions', label: 'Sitzungen', text: 'Zwischengespeicherte Anmeldungen (Rechte und Mitgliedschaften werden neu gelesen)' },
  { tag: 'domains', label: 'Eigene Domains', text: 'Die Zuordnung eigener Domains zu Regionen und Betrieben' },
] as const;
export type AdminCacheTag = (typeof ADMIN_CACHES)[number]['tag'];
