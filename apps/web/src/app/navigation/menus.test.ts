import { describe, expect, it } from 'vitest';
import type { TUser } from '@oabat/domain/accounts';
import { buildMenu, TUTORIAL_STEP } from './menus.ts';
import { isBuiltPath } from '../built-routes.ts';

const base: TUser = {
  id: 1,
  email: 'x@test.example',
  firstname: 'X',
  lastname: 'Y',
  birthdate: null,
  phone_number: null,
  one_signal_id: null,
  profile_path: null,
  tutorial_steps: [],
  ever_liked_job: false,
  permissions: [],
  email_verified: true,
  is_unread_messages_mail_active: true,
  is_job_interest_mail_active: true,
  business: null,
  school: null,
  region: null,
  trainee: null,
  special_account: null,
};
const business = (over: Partial<NonNullable<TUser['business']>> = {}, steps: string[] = [], special: TUser['special_account'] = null): TUser => ({
  ...base,
  special_account: special,
  tutorial_steps: steps,
  business: {
    id: 5,
    slug: 'baeckerei',
    name: 'Bäckerei',
    business_site_slug: null,
    permissions: [],
    subscription_types: [],
    subscriptions: [],
    business_sites: [],
    is_job_fair_participant: false,
    has_pro_portal: false,
    ...over,
  },
});
const labels = (u: TUser | null) => {
  const m = buildMenu(u);
  return { items: m.items.map((i) => i.label), actions: m.actions.map((i) => i.label) };
};

describe('navigation menus', () => {
  /** Entries whose page is still NOT_BUILT are left out; the expectations say so the same way. */
  const when = (label: string, to: string) => (isBuiltPath(to) ? [label] : []);

  it('a school sees its five entries with its own slug in the links', () => {
    const u: TUser = { ...base, school: { id: 2, slug: 'ms-passau', name: 'MS', channel: null } };
    expect(labels(u)).toEqual({
      items: ['Startseite', 'Schulprofil', 'Nachrichten', 'Schwarzes Brett', 'Firmennetzwerk'],
      actions: ['Einstellungen', 'Abmelden'],
    });
    expect(buildMenu(u).items.map((i) => i.to)).toContain('/schule/ms-passau/schwarzes-brett');
  });

  it('a region sees its entries with their short forms', () => {
    const m = buildMenu({ ...base, region: { id: 3, slug: 'passau', name: 'Passau', channel: null } });
    expect(m.items.map((i) => i.label)).toEqual([
      'Startseite',
      'Nachrichten',
      'Mitgliederverwaltung',
      'Mein Channel',
      ...when('Channelinhalte', '/region/plattform'),
      'Schulverwaltung',
    ]);
  });

  it('a business sees locations and users from the start, statistics with the permission statistics', () => {
    expect(labels(business()).items).not.toContain('Statistiken');
    expect(labels(business({ permissions: ['statistics'] }))).toEqual({
      items: [
        'Startseite',
        'Nachrichten',
        'Profil bearbeiten',
        'Unsere Berufe',
        'Bewerbungen beantworten',
        'Statistiken',
        ...when('Channels', '/betrieb/channels'),
      ],
      actions: ['Standorte', 'Benutzerverwaltung', 'Store', 'Abonnements', 'Problem melden', 'Einstellungen', 'Abmelden'],
    });
  });

  it('tutorial steps, job fair and pro portal unlock the business extras', () => {
    const m = labels(
      business({ is_job_fair_participant: true, has_pro_portal: true, permissions: ['statistics'] }, [
        TUTORIAL_STEP.schoolNetwork,
        TUTORIAL_STEP.businessSetup,
      ]),
    );
    // The store's product EinBlick.pro grants the permission pro_portal: the entry shows as with the old flag.
    expect(labels(business({ permissions: ['pro_portal'] })).items).toContain('EinBlick.pro');
    expect(m.items).toEqual([
      'Startseite',
      'Nachrichten',
      'Profil bearbeiten',
      'Unsere Berufe',
      'Bewerbungen beantworten',
      'Statistiken',
      ...when('Channels', '/betrieb/channels'),
      'Schulnetzwerk',
      'Profilbesucher',
      ...when('EinBlick.pro', '/betrieb/einblick'),
    ]);
  });

  it('only the admin account gets the admin entries, and its start page is the admin overview', () => {
    const dashboard = when('Dashboard', '/admin/dashboard');
    const adminPages = [
      ...when('Livestreams', '/admin/livestreams'),
      ...when('Rundnachricht', '/admin/chat'),
      ...when('Kampagnen', '/admin/kampagne'),
      'Admin',
    ];
    expect(labels(business({}, [], 'admin')).items.slice(-dashboard.length - adminPages.length)).toEqual([...dashboard, ...adminPages]);
    expect(labels({ ...base, special_account: 'admin' }).items).toEqual(['Startseite', 'Nachrichten', ...dashboard, ...adminPages]);
    expect(buildMenu({ ...base, special_account: 'admin' }).items[0]).toEqual({ label: 'Startseite', to: '/admin/uebersicht' });
    expect(labels({ ...base, special_account: 'support' }).items).toEqual(['Startseite', 'Nachrichten']);
    expect(labels({ ...base, special_account: 'dashboard' }).items).toEqual(['Startseite', 'Nachrichten', ...dashboard]);
  });

  it('every entry of every menu leads to a built page, with German labels', () => {
    const users: (TUser | null)[] = [
      null,
      business({ is_job_fair_participant: true, has_pro_portal: true }, [TUTORIAL_STEP.schoolNetwork]),
      { ...base, trainee: { id: 1 } } as TUser,
      { ...base, special_account: 'admin' },
      { ...base, special_account: 'dashboard' },
      { ...base, region: { id: 3, slug: 'passau', name: 'Passau', channel: null } },
      { ...base, school: { id: 2, slug: 'ms', name: 'MS', channel: null } },
    ];
    for (const u of users) {
      const m = buildMenu(u);
      for (const item of [...m.items, ...m.actions]) {
        expect(isBuiltPath(item.to), item.to).toBe(true);
        expect(item.label).not.toMatch(/^(Logout|Login|Dashboard Admin)$/);
      }
    }
  });

  it('an admin e-mail address without the server mark gets no admin entries', () => {
    expect(labels({ ...base, email: 'admin@oabat.example' }).items).not.toContain('Admin');
  });

  it('Nachrichten carries the unread badge in every logged-in menu', () => {
    for (const u of [business(), { ...base, trainee: { id: 1 } } as TUser]) {
      expect(buildMenu(u).items.find((i) => i.label === 'Nachrichten')?.badge).toBe('unread');
    }
  });

  it('guests are offered the search and the way in', () => {
    expect(labels(null)).toEqual({ items: ['Ausbildung', 'Praktikum', 'Unternehmen'], actions: ['Anmelden', 'Registrieren'] });
  });
});
