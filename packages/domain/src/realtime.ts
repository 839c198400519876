// Realtime event names and payloads (spec 01 §4, 02 §7), shared by the socket server and every client.
// Rooms: `user:{id}`, `school:{id}`, `conversation:{id}` (private), `livestream:{id}` (public).
import type { TChatMessage, TConversation } from './chat.ts';

/** Server -> client events, named as the spec names them. */
export const REALTIME_EVENTS = {
  messageDeleted: 'MessageDeleted',
  newLivestreamEvent: 'NewLivestreamEvent',
  viewerCountChanged: 'ViewerCountChanged',
  allUserMessagesDeleted: 'AllUserMessagesDeleted',
  livestreamUpdated: 'LivestreamUpdated',
  livestreamPollUpdated: 'LivestreamPollUpdated',
  newMessage: 'NewMessage',
  chatMessageUpdated: 'ChatMessageUpdated',
  chatMessageSent: 'ChatMessageSent',
  userTyping: 'UserTyping',
  schoolBulletinBoardUnlocked: 'SchoolBulletinBoardUnlocked',
  /** The process shuts down (SIGTERM); the connection closes next and the client reconnects. */
  serverRestarting: 'ServerRestarting',
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** Client -> server events. Every one is answered through its acknowledgement callback. */
export const CLIENT_EVENTS = { join: 'join', leave: 'leave', typing: 'typing' } as const;
export type JoinAck = { ok: true } | { ok: false; message: string };
/** What `join` carries: the room name, or the name with the key of a password-protected livestream. */
export type JoinRequest = string | { room: string; key?: string };

/** A chat message arrived for the receiver (its user room). */
export interface NewMessagePayload {
  message: TChatMessage;
  conversation: TConversation;
}
/** The sender's own message, to the sender's other tabs and devices. */
export type ChatMessageSentPayload = NewMessagePayload;
/** Read receipts: the other side read everything up to `read_at`. */
export interface ChatMessageUpdatedPayload {
  conversation_id: number;
  read_by: number;
  read_at: string;
  last_read_message_id: number;
}
export interface UserTypingPayload {
  conversation_id: number;
  user_id: number;
  name: string;
}
/** Chat: `conversation_id` and the deleted message; livestream: `livestream_id` and `message_id`. */
export type MessageDeletedPayload = { conversation_id: number; message: TChatMessage } | { livestream_id: number; message_id: number };
export interface SchoolBulletinBoardUnlockedPayload {
  school_id: number;
  is_minibat_unlocked: boolean;
  trainee_invitation_link?: string | null;
  trainee_invitation_qr_code?: string | null;
}
/** Livestream payloads belong to the livestream feature; the shape is the livestream's own wire type. */
export interface LivestreamEventPayload {
  livestream_id: number;
  [key: string]: unknown;
}

export interface RealtimePayloads {
  MessageDeleted: MessageDeletedPayload;
  NewLivestreamEvent: LivestreamEventPayload;
  ViewerCountChanged: { livestream_id: number; viewers: number };
  AllUserMessagesDeleted: { livestream_id: number; user_id?: number | null; chat_user_id?: string | null };
  LivestreamUpdated: LivestreamEventPayload;
  LivestreamPollUpdated: LivestreamEventPayload;
  NewMessage: NewMessagePayload;
  ChatMessageUpdated: ChatMessageUpdatedPayload;
  ChatMessageSent: ChatMessageSentPayload;
  UserTyping: UserTypingPayload;
  SchoolBulletinBoardUnlocked: SchoolBulletinBoardUnlockedPayload;
  ServerRestarting: { message: string; reconnect: true };
}

export const userRoom = (id: number) => `user:${id}`;
export const schoolRoom = (id: number) => `school:${id}`;
export const conversationRoom = (id: number) => `conversation:${id}`;
export const livestreamRoom = (id: number) => `livestream:${id}`;

/** Parses a room name; null for anything that is not one of the four kinds. */
export function parseRoom(room: unknown): { kind: 'user' | 'school' | 'conversation' | 'livestream'; id: number } | null {
  if (typeof room !== 'string') return null;
  const m = /^(user|school|conversation|livestream):([1-9]\d{0,9})$/.exec(room);
  return m ? { kind: m[1] as 'user', id: Number(m[2]) } : null;
}

/** Per-socket limits: events per second (burst), largest message in bytes. */
export const REALTIME_LIMITS = { eventsPerSecond: 10, burst: 30, maxMessageBytes: 16 * 1024 } as const;
