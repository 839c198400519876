// "geprüfter Betrieb" on the admin's business panel: the admin records what was checked (register number or chamber
// membership); the server adds the date and the admin's name. Only the admin sets or removes it.
import { formatDay } from '@oabat/domain/dates';
import { useState } from 'react';
import { Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { VERIFICATION_KIND_LABELS, VERIFICATION_KINDS, ZBusinessVerificationInput, type TAdminBusinessDetail } from '@oabat/domain/admin-businesses';
import { AppButton } from '../../../components/app-button.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { setVerification } from '../api/admin-businesses.ts';

type Apply = (change: () => Promise<TAdminBusinessDetail>, message: string) => Promise<boolean>;

export function AdminBusinessVerification({ business: b, disabled, apply }: { business: TAdminBusinessDetail; disabled: boolean; apply: Apply }) {
  const [kind, setKind] = useState<string | null>('register');
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const v = b.verification;
  async function save() {
    const parsed = ZBusinessVerificationInput.safeParse({ kind, reference });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? 'Bitte prüfe die Angaben.');
    setFieldError(null);
    if (await apply(() => setVerification(b.id, parsed.data), 'Der Betrieb ist jetzt als geprüft markiert.')) setReference('');
  }
  return (
    <Fieldset legend="Geprüfter Betrieb" variant="unstyled">
      {v ? (
        <Stack gap="xs" mt="xs">
          <Group gap="xs">
            <VerifiedBadge verified />
          </Group>
          <Text size="sm">
            {VERIFICATION_KIND_LABELS[v.kind]}: {v.reference} · geprüft am {formatDay(v.verified_at)}
            {v.verified_by ? ` von ${v.verified_by}` : ''}
          </Text>
          <AppButton
            size="small"
            design="flat"
            w="fit-content"
            disabled={disabled}
            onClick={() => void apply(() => setVerification(b.id, null), 'Die Prüfung wurde entfernt.')}
          >
            Prüfung entfernen
          </AppButton>
        </Stack>
      ) : (
        <Group align="flex-end" mt="xs">
          <Select
            label="Was wurde geprüft?"
            data={VERIFICATION_KINDS.map((k) => ({ value: k, label: VERIFICATION_KIND_LABELS[k] }))}
            value={kind}
            onChange={setKind}
            allowDeselect={false}
            disabled={disabled}
          />
          <TextInput
            label="Nummer oder Kammer"
            description="z. B. HRB 12345 Amtsgericht Passau oder HWK Niederbayern-Oberpfalz"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            error={fieldError}
            disabled={disabled}
            maxLength={120}
          />
          <AppButton size="small" disabled={disabled} onClick={() => void save()}>
            Als geprüft markieren
          </AppButton>
        </Group>
      )}
    </Fieldset>
  );
}
