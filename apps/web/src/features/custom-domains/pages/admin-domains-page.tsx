// /admin/domains: the admin gives a region or business its own domain, or removes it. The reverse proxy then
// gets a certificate for it on the first visit (see the Caddy configuration in docs/operate/deployment.md).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Container, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ZCustomDomainUpdate, type CustomDomainType, type TCustomDomainEntry } from '@oabat/domain/custom-domains';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { adminDomainsKey, saveDomain, useAdminDomains } from '../api/admin-domains.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const TYPE_LABEL: Record<CustomDomainType, string> = { region: 'Region', business: 'Betrieb' };

export default function AdminDomainsPage() {
  usePageTitle('Eigene Domains');
  const queryClient = useQueryClient();
  const list = useAdminDomains();
  const [form, setForm] = useState({ type: 'region' as CustomDomainType, slug: '', domain: '' });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const { run, pending, error, fields } = useFormSubmit();

  async function save(body: { type: CustomDomainType; slug: string; domain: string | null }, done: (entry: TCustomDomainEntry | null) => string) {
    setSaved(null);
    const entry = await run(() => saveDomain(body));
    if (entry === undefined) return;
    await queryClient.invalidateQueries({ queryKey: adminDomainsKey });
    setSaved(done(entry));
  }
  async function submit(e: FormEvent) {
    e.preventDefault();
    // The same rule as the server's, so a typo is shown before anything is sent.
    const parsed = ZCustomDomainUpdate.safeParse(form);
    setChecked(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    if (!parsed.success) return;
    await save(form, (entry) => (entry ? `${entry.domain} zeigt jetzt die Seite von ${entry.name}.` : 'Domain entfernt.'));
  }
  const message = (name: string) => checked[name] ?? fields[name];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Eigene Domains</Title>
        <Text>Eine Region oder ein Betrieb zeigt unter der eigenen Domain die eigene Seite. Die Domain muss per DNS auf diesen Server zeigen.</Text>
        <Paper withBorder radius="md" p="lg" component="section" aria-label="Domain vergeben">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h3">
                Domain vergeben
              </Title>
              <ErrorNotice error={error} title="Fehler" />
              {saved ? (
                <Alert color="green" role="status">
                  {saved}
                </Alert>
              ) : null}
              <Group grow align="flex-start" wrap="wrap">
                <Select
                  label="Art"
                  data={[
                    { value: 'region', label: 'Region' },
                    { value: 'business', label: 'Betrieb' },
                  ]}
                  value={form.type}
                  onChange={(v) => setForm({ ...form, type: (v as CustomDomainType) ?? 'region' })}
                  allowDeselect={false}
                  error={message('type')}
                />
                <TextInput
                  label="Kennung (Slug)"
                  description="z. B. passau oder baeckerei-huber"
                  value={form.slug}
                  onChange={(e) => setForm({ ...form, slug: e.currentTarget.value })}
                  error={message('slug')}
                />
                <TextInput
                  label="Domain"
                  description="z. B. ausbildung-landkreis.de; leer lassen zum Entfernen"
                  value={form.domain}
                  onChange={(e) => setForm({ ...form, domain: e.currentTarget.value })}
                  error={message('domain')}
                />
              </Group>
              <Button type="submit" loading={pending} w="fit-content">
                Speichern
              </Button>
            </Stack>
          </form>
        </Paper>
        <Stack gap="sm" component="section" aria-label="Vergebene Domains">
          <Title order={2} size="h3">
            Vergebene Domains
          </Title>
          {list.error ? (
            <ErrorNotice>Die Liste konnte nicht geladen werden.</ErrorNotice>
          ) : !list.data ? (
            <Loading />
          ) : !list.data.length ? (
            <Text>Noch keine eigenen Domains.</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Domain</Table.Th>
                    <Table.Th>Art</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>
                      <span className="visually-hidden">Aktion</span>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.map((d) => (
                    <Table.Tr key={d.domain}>
                      <Table.Td>{d.domain}</Table.Td>
                      <Table.Td>{TYPE_LABEL[d.type]}</Table.Td>
                      <Table.Td>
                        {d.name} ({d.slug})
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={`${d.domain} entfernen`}
                          onClick={() => save({ type: d.type, slug: d.slug, domain: null }, () => `${d.domain} entfernt.`)}
                        >
                          Entfernen
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
