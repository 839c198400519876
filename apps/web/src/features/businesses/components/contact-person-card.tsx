// The public contact person of a business: picture, salutation and name, position.
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TContactPerson } from '@oabat/domain/businesses';
import { imageUrl } from '../../../lib/image.ts';

export function ContactPersonCard({ person }: { person: TContactPerson }) {
  const name = [person.firstname, person.lastname].filter(Boolean).join(' ');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="contact-title">
          Deine Ansprechperson
        </Title>
        <Group>
          <Avatar src={imageUrl(person.profile_picture, 1)} alt={name ? `Foto von ${name}` : 'Foto der Ansprechperson'} size={72} radius="xl" />
          <div>
            <Text fw={600}>{person.gender === 'Divers' ? name : `${person.gender} ${name}`}</Text>
            {person.position ? <Text size="sm">{person.position}</Text> : null}
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}
