// Ends Redis clients on shutdown without hanging when Redis is away: a polite close waits for pending commands,
// which never end while Redis is down (a rolling restart during a Redis outage hung on it; test
// plugins/realtime.redis-restart.test.ts). After `graceMs` the clients are destroyed, their commands rejected.
interface Closable {
  isOpen: boolean;
  close(): Promise<unknown>;
  destroy(): void;
}

export async function closeRedis(clients: Closable[], graceMs = 2000): Promise<void> {
  await Promise.all(
    clients.map(async (c) => {
      if (!c.isOpen) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
      const closed = c.close().then(
        () => 'closed' as const,
        () => 'failed' as const,
      );
      const how = await Promise.race([closed, late]);
      clearTimeout(timer);
      if (how !== 'closed' && c.isOpen) c.destroy();
    }),
  );
}
