// A refused guest rating (429) shows the server's German message and leaves the card as it was: nothing is
// kept locally; a rating the server already had (409) counts as done.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const calls = vi.hoisted(() => ({ rating: null as null | (() => Promise<unknown>) }));
vi.mock('../../../lib/api.ts', async (original) => {
  const real = await original<typeof import('../../../lib/api.ts')>();
  return {
    ...real,
    api: vi.fn(async (method: string, path: string) => {
      if (method === 'GET' && path === '/api/v2/jobs/ratings')
        return {
          data: [1, 2].map((id) => ({
            id,
            slug: `job-${id}`,
            name: `Job ${id}`,
            type_id: 1,
            business: { slug: 'b', name: 'Bäckerei' },
            place: null,
            occupation: null,
          })),
        };
      if (method === 'POST' && path === '/api/v2/jobs/anonymous_ratings/') return calls.rating!();
      throw new Error(`unexpected ${method} ${path}`);
    }),
  };
});

const { ApiError } = await import('../../../lib/api.ts');
const { RatingQueue } = await import('./rating-queue.tsx');
const { localRatings } = await import('./local-ratings.ts');
const REFUSED = 'Von deinem Anschluss kamen schon viele Bewertungen. Bitte melde dich an, um weiter zu bewerten.';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const show = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <RatingQueue />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('RatingQueue for a guest', () => {
  it('a refused rating (429) shows its message and leaves the card and the local ratings as they were', async () => {
    calls.rating = () => Promise.reject(new ApiError(429, REFUSED));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Gefällt mir' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', REFUSED);
    expect(screen.getByRole('link', { name: 'Job 1' })).toBeTruthy();
    expect(localRatings()).toEqual([]);
  });

  it('a rating the server already had (409) counts as done: the next card comes', async () => {
    calls.rating = () => Promise.reject(new ApiError(409, 'Du hast diese Stelle bereits bewertet.'));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Überspringen' }));
    expect(await screen.findByRole('link', { name: 'Job 2' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localRatings()).toEqual([{ id: 1, slug: 'job-1', value: 0 }]);
  });
});
