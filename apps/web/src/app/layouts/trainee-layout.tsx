// Trainee layout: the personal pages (/i/...) with their own navigation beside the page.
import { Container, Grid, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { PageFrame } from './page-frame.tsx';

const ENTRIES = [
  ['Mein Profil', '/i/profile'],
  ['Profil bearbeiten', '/i/profile/editieren'],
  ['Dokumente', '/i/dokumente'],
  ['Passwort', '/i/password'],
  ['Benachrichtigungen', '/i/benachrichtigungen'],
  ['Einstellungen', '/einstellungen'],
] as const;

export default function TraineeLayout() {
  return (
    <PageFrame>
      <Container size="lg" py="md">
        <Grid>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack component="nav" aria-label="Mein Bereich" gap={2}>
              {ENTRIES.map(([label, to]) => (
                <MantineNavLink key={to} component={NavLink} to={to} end label={label} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Outlet />
          </Grid.Col>
        </Grid>
      </Container>
    </PageFrame>
  );
}
