// The stream's chat: a nickname first (kept in the browser), then messages as plain text with mentions of the
// current and next business. A guest's send is answered 403: the login opens. Moderators delete a message,
// all of a person's messages, or block the person. Q&A: a message may be a question, optionally anonymous
// (held until a moderator releases it); moderators pin one question, shown above the chat for everybody.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ActionIcon, Alert, Badge, Button, Checkbox, Group, Menu, Paper, Stack, Text, TextInput } from '@mantine/core';
import { ZMessageInput, ZNickname, type TLivestreamMessage } from '@oabat/domain/livestreams';
import { ApiError } from '../../../lib/api.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useAuth } from '../../../lib/auth.ts';
import { blockUser, deleteMessage, deleteUserMessages, pinQuestion, releaseQuestion, savedNickname, saveNickname, sendMessage } from '../api/livestreams.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

interface Props {
  streamId: number;
  messages: TLivestreamMessage[];
  pinned: TLivestreamMessage | null;
  /** Why nobody writes here now (the replay's chat is closed), shown instead of the form. */
  closed?: string | null;
  isAdmin: boolean;
  mentionable: { text: string; value: string }[];
  onSent: (m: TLivestreamMessage) => void;
  onDeleted: (id: number) => void;
  onUpdated: (m: TLivestreamMessage) => void;
  onPinned: (m: TLivestreamMessage | null) => void;
}

export function LivestreamChat({ streamId, messages, pinned, closed = null, isAdmin, mentionable, onSent, onDeleted, onUpdated, onPinned }: Props) {
  const [nickname, setNickname] = useState(savedNickname);
  const [draftName, setDraftName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<string[]>([]);
  const [question, setQuestion] = useState(false);
  const [anonymous, setAnonymous] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useFormSubmit();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { loggedIn } = useAuth();

  const chooseName = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZNickname.safeParse(draftName);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message ?? 'Bitte gib einen Spitznamen ein.');
    saveNickname(parsed.data);
    setNickname(parsed.data);
    setNameError(null);
  };
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const values = {
      text,
      nickname,
      mentions: mentions.filter((slug) => text.includes(`@${mentionable.find((m) => m.value === slug)?.text}`)),
      is_question: question || anonymous,
      anonymous,
    };
    const sent = await form.runChecked(ZMessageInput, values, (v) =>
      sendMessage(streamId, v).catch((err: unknown) => {
        // 02 §8: a guest's send answered 403 asks for the login, then comes back here.
        if (err instanceof ApiError && err.status === 403 && !loggedIn) {
          void navigate(`/anmelden?redirect=${encodeURIComponent(pathname)}`);
        }
        throw err;
      }),
    );
    if (sent) {
      onSent(sent);
      setText('');
      setMentions([]);
      setQuestion(false);
      setAnonymous(false);
      if (sent.held) setNotice('Deine anonyme Frage ist angekommen. Sie erscheint, sobald die Moderation sie freigibt.');
    }
  };
  const moderate = async (what: 'delete' | 'all' | 'block' | 'release' | 'pin' | 'unpin', m: TLivestreamMessage) => {
    const who = m.user_id ? String(m.user_id) : m.chat_user_id;
    try {
      if (what === 'release') {
        onUpdated(await releaseQuestion(streamId, m.id));
        setNotice('Die Frage ist freigegeben.');
      } else if (what === 'pin' || what === 'unpin') {
        onPinned(await pinQuestion(streamId, what === 'pin' ? m.id : null));
        setNotice(what === 'pin' ? 'Die Frage ist angepinnt.' : 'Die Frage ist nicht mehr angepinnt.');
      } else if (what === 'delete') {
        await deleteMessage(streamId, m.id);
        onDeleted(m.id);
        setNotice('Die Nachricht ist gelöscht.');
      } else if (what === 'all' && who) {
        await deleteUserMessages(streamId, who);
        setNotice(`Alle Nachrichten von ${m.nickname} sind gelöscht.`);
      } else if (what === 'block') {
        await blockUser(streamId, m.user_id ? { user_id: m.user_id } : { chat_user_id: m.chat_user_id ?? undefined });
        setNotice(`${m.nickname} ist in diesem Chat gesperrt.`);
      }
    } catch (err) {
      setNotice(err instanceof Error ? err.message : 'Das hat nicht geklappt.');
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="livestream-chat-title">
      <Text component="h2" id="livestream-chat-title" fw={700} size="lg">
        Chat
      </Text>
      {notice ? (
        <Alert color="blue" role="status" withCloseButton onClose={() => setNotice(null)} closeButtonLabel="Hinweis schließen">
          {notice}
        </Alert>
      ) : null}
      {pinned ? (
        <Paper withBorder p="xs" bg="yellow.0" role="region" aria-label="Angepinnte Frage">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={700}>
                <span aria-hidden>📌 </span>
                {pinned.is_anonymous ? 'Angepinnte Frage (anonym):' : `Angepinnte Frage von ${pinned.nickname}:`}
              </Text>{' '}
              {pinned.text}
            </Text>
            {isAdmin ? (
              <Button size="compact-xs" variant="subtle" onClick={() => void moderate('unpin', pinned)}>
                Lösen
              </Button>
            ) : null}
          </Group>
        </Paper>
      ) : null}
      <ul aria-label="Nachrichten" style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 360, overflowY: 'auto' }}>
        {messages.length === 0 ? <li>{closed ? 'Noch keine Nachrichten.' : 'Noch keine Nachrichten. Stell die erste Frage!'}</li> : null}
        {messages.map((m) => (
          <li key={m.id} style={{ padding: '4px 0', borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.is_question ? (
                  <Badge size="xs" color="blue" variant="light" mr={4}>
                    Frage
                  </Badge>
                ) : null}
                {m.held ? (
                  <Badge size="xs" color="orange" variant="light" mr={4}>
                    Wartet auf Freigabe
                  </Badge>
                ) : null}
                <strong>{m.nickname}</strong>: {m.text}
              </Text>
              {isAdmin ? (
                <Menu position="bottom-end">
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={`Nachricht von ${m.nickname} moderieren`}>
                      ⋮
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {m.held ? <Menu.Item onClick={() => void moderate('release', m)}>Frage freigeben</Menu.Item> : null}
                    {m.is_question && pinned?.id !== m.id ? <Menu.Item onClick={() => void moderate('pin', m)}>Frage anpinnen</Menu.Item> : null}
                    <Menu.Item onClick={() => void moderate('delete', m)}>Nachricht löschen</Menu.Item>
                    <Menu.Item onClick={() => void moderate('all', m)}>Alle Nachrichten der Person löschen</Menu.Item>
                    <Menu.Item color="red" onClick={() => void moderate('block', m)}>
                      Person sperren
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              ) : null}
            </Group>
          </li>
        ))}
      </ul>
      {closed ? (
        <Alert color="gray" role="status">
          {closed}
        </Alert>
      ) : !nickname ? (
        <form onSubmit={chooseName} noValidate>
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Dein Spitzname im Chat"
              value={draftName}
              onChange={(e) => setDraftName(e.currentTarget.value)}
              error={nameError}
              maxLength={30}
              style={{ flex: 1 }}
            />
            <Button type="submit">Spitzname speichern</Button>
          </Group>
        </form>
      ) : (
        <form onSubmit={(e) => void send(e)} noValidate>
          <Stack gap={4}>
            <ErrorNotice error={form.error} />
            {mentionable.length ? (
              <Group gap={4} aria-label="Betriebe erwähnen">
                {mentionable.map((m) => (
                  <Button
                    key={m.value}
                    size="compact-xs"
                    variant="light"
                    onClick={() => {
                      setText((t) => `${t}${t && !t.endsWith(' ') ? ' ' : ''}@${m.text} `);
                      setMentions((x) => [...new Set([...x, m.value])]);
                    }}
                  >
                    @{m.text}
                  </Button>
                ))}
              </Group>
            ) : null}
            <Group align="flex-end" gap="xs">
              <TextInput
                label={`Nachricht als ${nickname}`}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                maxLength={500}
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={form.pending}>
                Senden
              </Button>
            </Group>
            <Group gap="md">
              <Checkbox label="Als Frage senden" checked={question || anonymous} onChange={(e) => setQuestion(e.currentTarget.checked)} disabled={anonymous} />
              <Checkbox label="Anonym fragen" checked={anonymous} onChange={(e) => setAnonymous(e.currentTarget.checked)} />
            </Group>
            <Button variant="subtle" size="compact-xs" onClick={() => setNickname('')} style={{ alignSelf: 'flex-start' }}>
              Spitznamen ändern
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
