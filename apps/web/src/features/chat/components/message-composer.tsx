// Writing a message: text (Enter sends, Shift+Enter breaks the line), a picture or a document with
// upload progress, and the typing signal (at most every 3 s).
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, FileButton, Group, Progress, Textarea } from '@mantine/core';
import { IconFileText, IconPhoto, IconSend } from '@tabler/icons-react';
import { CLIENT_EVENTS } from '@oabat/domain/realtime';
import { realtime } from '../../../lib/socket.ts';
import { uploadAttachment } from '../api/upload-attachment.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

interface Props {
  conversationId: number;
  disabled?: boolean;
  onSend: (input: { body: string; image_id?: number; file_id?: number }) => Promise<boolean>;
}

export function MessageComposer({ conversationId, disabled, onSend }: Props) {
  const [body, setBody] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);

  function typed(value: string) {
    setBody(value);
    const now = Date.now();
    if (conversationId && value && now - lastTyping.current > 3000) {
      lastTyping.current = now;
      realtime.emit(CLIENT_EVENTS.typing, { conversation_id: conversationId });
    }
  }
  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!body.trim() || sending) return;
    setSending(true);
    if (await onSend({ body })) setBody('');
    setSending(false);
  }
  async function attach(kind: 'image' | 'file', file: File | null) {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const uploaded = await uploadAttachment(kind, file, setProgress);
      if (await onSend({ body, ...(kind === 'image' ? { image_id: uploaded.id } : { file_id: uploaded.id }) })) setBody('');
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setProgress(null);
    }
  }
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  };
  return (
    <form onSubmit={submit}>
      {error ? (
        <ErrorNotice mb="xs" withCloseButton onClose={() => setError(null)} closeButtonLabel="Schließen">
          {error}
        </ErrorNotice>
      ) : null}
      {progress !== null ? <Progress value={progress} mb="xs" aria-label={`Hochladen: ${progress} %`} /> : null}
      <Textarea
        label="Nachricht"
        placeholder="Schreib eine Nachricht …"
        autosize
        minRows={1}
        maxRows={5}
        value={body}
        onChange={(e) => typed(e.currentTarget.value)}
        onKeyDown={onKey}
        disabled={disabled}
        maxLength={5000}
      />
      <Group justify="space-between" mt="xs" gap="xs">
        <Group gap="xs">
          <FileButton onChange={(f) => void attach('image', f)} accept="image/jpeg,image/png,image/webp,image/gif" disabled={disabled || progress !== null}>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconPhoto size={16} aria-hidden="true" />}>
                Foto
              </Button>
            )}
          </FileButton>
          <FileButton onChange={(f) => void attach('file', f)} disabled={disabled || progress !== null}>
            {(props) => (
              <Button {...props} variant="default" size="xs" leftSection={<IconFileText size={16} aria-hidden="true" />}>
                Dokument
              </Button>
            )}
          </FileButton>
        </Group>
        <Button type="submit" size="sm" loading={sending} disabled={disabled || !body.trim()} leftSection={<IconSend size={16} aria-hidden="true" />}>
          Senden
        </Button>
      </Group>
    </form>
  );
}
