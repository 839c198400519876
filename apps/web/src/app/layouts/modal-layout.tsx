// Modal layout: one focused task (login, registration, reset) on a calm background, with the header
// so the person can always leave.
import { Outlet } from 'react-router';
import { Container } from '@mantine/core';
import { PageFrame } from './page-frame.tsx';

export default function ModalLayout() {
  return (
    <PageFrame background="gray.1">
      <Container size="xs" px="sm" py="md">
        <Outlet />
      </Container>
    </PageFrame>
  );
}
