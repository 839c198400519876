// Detail pages (a business, a job, a post): a way back to where the person came from above the page.
import { Anchor, Container } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { navigationHistory } from '../../lib/navigation-history.ts';
import { PageFrame } from './page-frame.tsx';

export default function DetailpageLayout() {
  const previous = navigationHistory.previous();
  return (
    <PageFrame>
      <Container size="lg" pt="md">
        <Anchor component={Link} to={previous ? previous.path : '/'} size="sm">
          ← {previous ? 'Zurück' : 'Zur Startseite'}
        </Anchor>
      </Container>
      <Outlet />
    </PageFrame>
  );
}
