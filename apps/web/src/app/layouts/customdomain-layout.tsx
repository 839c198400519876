// Custom-domain layout: a partner's own domain shows its content with a slim header naming the host.
import { Box, Container, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppFooter } from '../navigation/app-footer.tsx';

export default function CustomdomainLayout() {
  return (
    <Box mih="100dvh">
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Text fw={700}>{window.location.hostname}</Text>
          <Text size="xs" c="gray.7">
            mit Oabat
          </Text>
        </Container>
      </Box>
      <main id="main">
        <Outlet />
      </main>
      <AppFooter />
    </Box>
  );
}
