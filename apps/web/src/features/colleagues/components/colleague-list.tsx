// The colleagues of an organisation (business or school): the list with a remove button, and the
// invitation form, checked with the API's own schema.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Container, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ZBusinessUserInvite, type TBusinessUser } from '@oabat/domain/businesses';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { colleaguesKey, inviteColleague, removeColleague, useColleagues, type InviteForm, type OrganisationKind } from '../api/colleagues.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

interface Props {
  kind: OrganisationKind;
  organisationId: number;
  title: string;
  listHeading: string;
}

export function ColleagueList({ kind, organisationId, title, listHeading }: Props) {
  const [form, setForm] = useState<InviteForm>({ email: '', firstname: '', lastname: '' });
  const [invited, setInvited] = useState<string | null>(null);
  const { run, runChecked, pending, error, fields } = useFormSubmit();
  const queryClient = useQueryClient();
  const users = useColleagues(kind, organisationId).data;
  const store = (list: TBusinessUser[]) => queryClient.setQueryData(colleaguesKey(kind, organisationId), list);
  const remove = (userId: number) => removeColleague(kind, organisationId, userId);

  async function invite(e: FormEvent) {
    e.preventDefault();
    setInvited(null);
    const list = await runChecked(ZBusinessUserInvite, form, (valid) => inviteColleague(kind, organisationId, valid));
    if (list) {
      store(list);
      setInvited(form.email);
      setForm({ email: '', firstname: '', lastname: '' });
    }
  }
  const set = (k: keyof InviteForm) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [k]: e.currentTarget.value });

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <ErrorNotice error={error} title="Fehler" />
        <section aria-labelledby="users-title">
          <Title order={2} size="h3" id="users-title" mb="sm">
            {listHeading}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-Mail</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Aktion</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(users ?? []).map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      {`${u.firstname} ${u.lastname}`.trim()}
                      {u.is_self ? ' (du)' : ''}
                    </Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>
                      {!u.is_self ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red.9"
                          disabled={pending}
                          onClick={async () => {
                            const list = await run(() => remove(u.id));
                            if (list) store(list);
                          }}
                        >
                          {`${u.firstname} entfernen`}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="invite-title">
          <form onSubmit={invite} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h3" id="invite-title">
                Kollegin oder Kollegen einladen
              </Title>
              {invited ? (
                <Alert color="green" role="status">
                  Wir haben eine Einladung an {invited} geschickt.
                </Alert>
              ) : null}
              <Group grow align="flex-start">
                <TextInput label="Vorname" value={form.firstname} onChange={set('firstname')} error={fields.firstname} />
                <TextInput label="Nachname" value={form.lastname} onChange={set('lastname')} error={fields.lastname} />
              </Group>
              <TextInput label="E-Mail-Adresse" type="email" value={form.email} onChange={set('email')} error={fields.email} />
              <Text size="sm" c="dimmed">
                Die eingeladene Person bekommt einen Link, mit dem sie ihr Passwort festlegt.
              </Text>
              <Button type="submit" loading={pending} w="fit-content">
                Einladung senden
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
