// One chat message: text, picture, document or action card; deleted ones show only their preview.
import { formatDateTime } from '@oabat/domain/dates';
import { ActionIcon, Anchor, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { actionLink, parseAction, type TChatMessage } from '@oabat/domain/chat';
import { AppLink } from '../../../components/app-link.tsx';
import { api } from '../../../lib/api.ts';
import { imageUrl, type ImageLike } from '../../../lib/image.ts';
import { downloadFile } from '../api/upload-attachment.ts';
import classes from './chat.module.css';
import { ReportButton } from '../../../components/report-button.tsx';

const time = (iso: string) => formatDateTime(iso, 'dayMonth');

function ChatImage({ id, sender }: { id: number; sender: string }) {
  const image = useQuery({
    queryKey: ['images', id],
    queryFn: () => api<{ data: ImageLike }>('GET', `/api/images/${id}`).then((r) => r.data),
    staleTime: Infinity,
  });
  const src = imageUrl(image.data);
  if (image.isError) return <Text size="sm">Foto nicht verfügbar</Text>;
  return src ? <img className={classes.image} src={src} alt={`Foto von ${sender}`} loading="lazy" /> : <Text size="sm">Foto wird geladen …</Text>;
}

function ChatDocument({ id, mine }: { id: number; mine: boolean }) {
  const info = useQuery({
    queryKey: ['files-info', id],
    queryFn: () => api<{ data: { original_filename: string } }>('GET', `/api/files_info/${id}`).then((r) => r.data),
    staleTime: Infinity,
  });
  const name = info.data?.original_filename ?? 'Dokument';
  return (
    <Anchor
      component="button"
      type="button"
      c={mine ? 'white' : 'blue.9'}
      td="underline"
      onClick={() => {
        void downloadFile(id, name).catch(() => {});
      }}
    >
      {name} herunterladen
    </Anchor>
  );
}

export function MessageItem({ message, onDelete }: { message: TChatMessage; onDelete: (m: TChatMessage) => void }) {
  const mine = message.meta.is_sender;
  const action = message.type === 'action' ? parseAction(message.body) : null;
  let content;
  if (message.is_deleted)
    content = (
      <Text fs="italic" size="sm">
        {message.preview}
      </Text>
    );
  else if (action) {
    const link = actionLink(action, { mine });
    content = (
      <Paper withBorder p="xs" radius="md" bg="white" c="black">
        <Text fw={700} size="sm">
          {message.preview}
        </Text>
        <Text size="xs" c="gray.7">
          Hinweis von {message.sender_name}
        </Text>
        {link ? (
          <AppLink to={link.to} fw={700} size="sm">
            {link.label}
          </AppLink>
        ) : null}
      </Paper>
    );
  } else {
    content = (
      <>
        {message.image_id ? <ChatImage id={message.image_id} sender={message.sender_name} /> : null}
        {message.file_id ? <ChatDocument id={message.file_id} mine={mine} /> : null}
        {message.body ? <p className={classes.text}>{message.body}</p> : null}
      </>
    );
  }
  return (
    <li className={`${classes.bubble} ${mine ? classes.mine : classes.theirs}`} aria-label={`Nachricht von ${mine ? 'dir' : message.sender_name}`}>
      {content}
      <Group gap={6} justify="flex-end" mt={4} wrap="nowrap">
        <Text size="xs" c={mine ? 'white' : 'gray.8'}>
          {time(message.created_at)}
          {mine ? (message.meta.read_at ? ' · Gelesen' : ' · Gesendet') : ''}
        </Text>
        {mine && !message.is_deleted && message.type !== 'action' ? (
          <ActionIcon size="sm" variant="transparent" c="white" aria-label="Nachricht löschen" onClick={() => onDelete(message)}>
            <IconTrash size={14} aria-hidden="true" />
          </ActionIcon>
        ) : null}
        {!mine && !message.is_deleted && message.sender_id !== null && ['regular', 'image', 'file'].includes(message.type) ? (
          <ReportButton type="message" id={message.id} label={`Nachricht von ${message.sender_name} melden`} />
        ) : null}
      </Group>
    </li>
  );
}
