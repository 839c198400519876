// The navigation menus per role with the labels and conditions of spec 01 §2. Pure, so it is tested alone.
// An entry whose page is not built yet is left out (isBuiltPath), so no menu leads nowhere.
import type { TUser } from '@oabat/domain/accounts';
import { canSeeStatistics, canUseEinblick, isAdmin, isDashboardUser, userType } from '@oabat/domain/rights';
import { isBuiltPath } from '../built-routes.ts';
import { businessPath } from '../../lib/paths.ts';

export interface MenuItem {
  label: string;
  short?: string;
  to: string;
  /** unread: chat messages; alerts: new matches of the pupil's saved searches. */
  badge?: 'unread' | 'alerts';
}
export interface Menu {
  items: MenuItem[];
  actions: MenuItem[];
}

/**
 * Tutorial steps that unlock business menu entries (the spec says "a certain tutorial step"; these are
 * our names): the school network after its introduction, locations and users after the first setup.
 */
export const TUTORIAL_STEP = { schoolNetwork: 'school_network_intro', businessSetup: 'business_setup' } as const;

const MESSAGES: MenuItem = { label: 'Nachrichten', to: '/chat', badge: 'unread' };
const SETTINGS: MenuItem = { label: 'Einstellungen', to: '/einstellungen' };
const LOGOUT: MenuItem = { label: 'Abmelden', to: '/abmelden' };

export function buildMenu(user: TUser | null): Menu {
  const menu = menuOf(user);
  const built = (items: MenuItem[]) => items.filter((i) => isBuiltPath(i.to));
  return { items: built(menu.items), actions: built(menu.actions) };
}

function menuOf(user: TUser | null): Menu {
  const home: MenuItem = { label: 'Startseite', to: '/' };
  if (!user) {
    return {
      items: [
        { label: 'Ausbildung', to: '/ausbildung' },
        { label: 'Praktikum', to: '/praktikum' },
        { label: 'Unternehmen', to: '/unternehmen' },
      ],
      actions: [
        { label: 'Anmelden', to: '/anmelden' },
        { label: 'Registrieren', to: '/registrierung' },
      ],
    };
  }
  const admin = isAdmin(user);
  const adminItems: MenuItem[] = admin
    ? [
        { label: 'Dashboard', to: '/admin/dashboard' },
        // The admin pages that nothing else links (issue #36); the rest are on the overview ("Admin").
        { label: 'Livestreams', to: '/admin/livestreams' },
        { label: 'Rundnachricht', to: '/admin/chat' },
        { label: 'Kampagnen', to: '/admin/kampagne' },
        { label: 'Admin', to: '/admin/uebersicht' },
      ]
    : [];
  // The admin's start page is the admin overview, not the pupils' home page.
  if (admin) home.to = '/admin/uebersicht';
  switch (userType(user)) {
    case 'school': {
      const slug = user.school!.slug;
      return {
        items: [
          home,
          { label: 'Schulprofil', to: `/schule/${slug}` },
          MESSAGES,
          { label: 'Schwarzes Brett', to: `/schule/${slug}/schwarzes-brett` },
          { label: 'Firmennetzwerk', to: '/schule/firmennetzwerk' },
        ],
        actions: [SETTINGS, LOGOUT],
      };
    }
    case 'region':
      return {
        items: [
          home,
          MESSAGES,
          { label: 'Mitgliederverwaltung', short: 'Mitglieder', to: '/region/betriebe' },
          { label: 'Mein Channel', short: 'Channel', to: '/region/channel' },
          { label: 'Channelinhalte', short: 'Inhalte', to: '/region/plattform' },
          { label: 'Schulverwaltung', short: 'Schulen', to: '/region/schulen' },
        ],
        actions: [SETTINGS, LOGOUT],
      };
    case 'business': {
      const b = user.business!;
      const steps = user.tutorial_steps;
      const items: MenuItem[] = [
        home,
        MESSAGES,
        { label: 'Profil bearbeiten', to: `${businessPath(b.slug)}/bearbeiten` },
        { label: 'Unsere Berufe', to: `${businessPath(b.slug)}/jobs/uebersicht` },
        { label: 'Bewerbungen beantworten', short: 'Antworten', to: '/betrieb/antworten' },
        { label: 'Channels', to: '/betrieb/channels' },
      ];
      // Statistics only with the business permission `statistics` (the API refuses the figures without it).
      if (canSeeStatistics(user)) items.splice(5, 0, { label: 'Statistiken', to: '/betrieb/statistiken' });
      if (steps.includes(TUTORIAL_STEP.schoolNetwork)) items.push({ label: 'Schulnetzwerk', to: '/betriebe/schulnetzwerk' });
      if (b.is_job_fair_participant) items.push({ label: 'Profilbesucher', to: `${businessPath(b.slug)}/profilbesucher` });
      if (canUseEinblick(user)) items.push({ label: 'EinBlick.pro', to: '/betrieb/einblick' });
      items.push(...adminItems);
      const actions: MenuItem[] = [
        { label: 'Standorte', to: '/betrieb/standorte' },
        { label: 'Benutzerverwaltung', to: '/betrieb/benutzer' },
        { label: 'Store', to: '/betrieb/store' },
        { label: 'Abonnements', to: '/betrieb/abonnements' },
        { label: 'Problem melden', to: '/betrieb/problem' },
      ];
      return { items, actions: [...actions, SETTINGS, LOGOUT] };
    }
    case 'trainee':
      return {
        items: [
          home,
          { label: 'Ausbildung finden', to: '/ausbildung' },
          { label: 'Favoriten', to: '/favoriten' },
          { label: 'Suchaufträge', to: '/suchauftraege', badge: 'alerts' },
          MESSAGES,
          { label: 'Mein Profil', to: '/i/profile' },
        ],
        actions: [SETTINGS, LOGOUT],
      };
    default:
      // Accounts without a role part: the admin, support and dashboard accounts.
      return {
        items: [home, MESSAGES, ...adminItems, ...(isDashboardUser(user) ? [{ label: 'Dashboard', to: '/admin/dashboard' }] : [])],
        actions: [SETTINGS, LOGOUT],
      };
  }
}
