// Shown while the first page and its guards load.
import { Center, Loader } from '@mantine/core';

export function PageLoading() {
  return (
    <Center mih="60dvh">
      <Loader role="status" aria-label="Seite wird geladen" />
    </Center>
  );
}
