// What a school page shows while loading or when the school does not exist.
import { Container, Text, Title } from '@mantine/core';
import { ApiError } from '../../../lib/api.ts';
import { Loading } from '../../../components/loading.tsx';

export function SchoolMissing({ error }: { error: unknown }) {
  if (!error)
    return (
      <Container size="lg" py="xl">
        <Loading what="Schule" />
      </Container>
    );
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{notFound ? 'Diese Schule gibt es nicht' : 'Fehler'}</Title>
      <Text mt="sm">{notFound ? 'Bitte prüfe die Adresse.' : (error as Error).message}</Text>
    </Container>
  );
}
