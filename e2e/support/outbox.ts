// Reads what the platform sent to an address, as a person reads their mailbox.
import { expect, type APIRequestContext } from '@playwright/test';

export interface OutboxEntry {
  subject: string | null;
  body_text: string;
  channel: string;
}

export async function latestMessage(request: APIRequestContext, recipient: string, match?: RegExp): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
        const rows = ((await res.json()).data ?? []) as OutboxEntry[];
        found = rows.find((r) => !match || match.test(`${r.subject ?? ''}\n${r.body_text}`));
        return Boolean(found);
      },
      { message: `no message to ${recipient}` },
    )
    .toBe(true);
  return found!;
}

export const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1] ?? '';
export const linkIn = (text: string, path: string) => text.match(new RegExp(`https?://\\S*${path}\\S*`))?.[0] ?? '';
