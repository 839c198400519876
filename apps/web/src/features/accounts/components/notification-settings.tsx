// Notification settings: each one a switch that saves at once.
import { useEffect, useState } from 'react';
import { Loader, Stack, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TParentalConsentStatus } from '@oabat/domain/parental-consent';
import { api, normaliseError } from '../../../lib/api.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

interface Setting {
  id: number;
  name: string;
  subscribed: boolean;
}

/** Newsletter (3) and recommendations (6) need the parents' consent under 16 (issue #19). */
const NEEDS_CONSENT = new Set([3, 6]);
const CONSENT_REASON = 'Erst mit dem Einverständnis deiner Eltern (siehe „Einverständnis deiner Eltern“).';

export function NotificationSettings() {
  // Same query key as the consent card, so its changes unlock the switches at once.
  const consent = useQuery({
    queryKey: ['parental-consent'],
    queryFn: () => api<{ data: TParentalConsentStatus }>('GET', '/api/parental-consent').then((r) => r.data),
  });
  const locked = !!consent.data?.needed && consent.data.state !== 'confirmed';
  const [settings, setSettings] = useState<Setting[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<{ data: Setting[] }>('GET', '/api/settings/notifications/').then(
      (r) => setSettings(r.data),
      (e) => setError(normaliseError(e).message),
    );
  }, []);
  async function toggle(s: Setting, subscribed: boolean) {
    setError(null);
    setSettings((all) => all?.map((x) => (x.id === s.id ? { ...x, subscribed } : x)) ?? null);
    try {
      await api('PUT', `/api/settings/notifications/${s.id}`, { body: { subscribed } });
    } catch (e) {
      setSettings((all) => all?.map((x) => (x.id === s.id ? { ...x, subscribed: !subscribed } : x)) ?? null);
      setError(normaliseError(e).message);
    }
  }
  if (!settings) return error ? <ErrorNotice title="Fehler">{error}</ErrorNotice> : <Loader role="status" aria-label="Wird geladen" />;
  return (
    <Stack gap="sm">
      <ErrorNotice error={error} title="Fehler" />
      {settings.map((s) => (
        <Switch
          key={s.id}
          label={s.name}
          checked={s.subscribed && !(locked && NEEDS_CONSENT.has(s.id))}
          disabled={locked && NEEDS_CONSENT.has(s.id)}
          description={locked && NEEDS_CONSENT.has(s.id) ? CONSENT_REASON : undefined}
          onChange={(e) => void toggle(s, e.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
