// A logged-in trainee who taps "Gefällt mir" before the app knows her session (it shows the guest's view until
// then) likes the job as herself: no guest rating goes out and no login prompt opens.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const calls = vi.hoisted(() => ({ sent: [] as string[], user: null as null | ((u: unknown) => void) }));
vi.mock('../../../lib/api.ts', async (original) => {
  const real = await original<typeof import('../../../lib/api.ts')>();
  return {
    ...real,
    getToken: () => 'token',
    api: vi.fn((method: string, path: string) => {
      calls.sent.push(`${method} ${path}`);
      // The session check answers only when the test says so.
      if (method === 'GET' && path === '/api/auth/user') return new Promise((resolve) => (calls.user = (u) => resolve({ data: u })));
      if (method === 'GET' && path === '/api/v2/jobs/ratings/liked') return Promise.resolve({ data: [] });
      if (method === 'POST' && path === '/api/v2/jobs/ratings/') return Promise.resolve({ data: { id: 9, rating: 100, first_like: false } });
      return Promise.reject(new Error(`unexpected ${method} ${path}`));
    }),
  };
});

const { auth } = await import('../../../lib/auth.ts');
const { LikeButton } = await import('./like-button.tsx');

afterEach(cleanup);

const JOB = { id: 3, slug: 'ausbildung-konditor-in-2027-3', is_liked: false } as Parameters<typeof LikeButton>[0]['job'];
const TRAINEE = { id: 7, type: 'trainee', roles: ['trainee'], trainee: { onboarding_completed: true } };

it('a tap before the session is known waits for it and likes as the trainee', async () => {
  void auth.init();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <LikeButton job={JOB} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  // The guest's view: the button is there before the session is.
  fireEvent.click(screen.getByRole('button', { name: 'Gefällt mir' }));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(calls.sent.filter((c) => c.startsWith('POST'))).toEqual([]);
  await act(async () => {
    calls.user!(TRAINEE);
    await new Promise((r) => setTimeout(r, 20));
  });
  expect(calls.sent.filter((c) => c.startsWith('POST'))).toEqual(['POST /api/v2/jobs/ratings/']);
  expect(screen.queryByText(/Melde dich an/)).toBeNull();
});
