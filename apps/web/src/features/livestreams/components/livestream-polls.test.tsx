// A refused vote (429, or any other refusal) shows the server's German message and leaves the poll as it was.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import type { TPoll } from '@oabat/domain/livestream-polls';

const api = vi.hoisted(() => ({ vote: vi.fn(), propose: vi.fn() }));
vi.mock('../api/livestreams.ts', () => api);

const { ApiError } = await import('../../../lib/api.ts');
const { LivestreamPolls } = await import('./livestream-polls.tsx');

afterEach(cleanup);

const poll = {
  id: 5,
  livestream_id: 3,
  question: 'Welcher Beruf zuerst?',
  is_active: true,
  allow_proposals: false,
  total_votes: 0,
  my_option_id: null,
  options: [
    { id: 51, text: 'Bäcker/in', votes: 0 },
    { id: 52, text: 'Konditor/in', votes: 0 },
  ],
} as unknown as TPoll;

describe('LivestreamPolls', () => {
  it('a refused vote shows its message; the options stay to choose and no result is shown', async () => {
    api.vote.mockRejectedValueOnce(new ApiError(429, 'Zu viele Anfragen. Bitte warte einen Moment.'));
    const onPoll = vi.fn();
    render(
      <MantineProvider>
        <MemoryRouter>
          <LivestreamPolls polls={[poll]} accountOnly={false} onPoll={onPoll} />
        </MemoryRouter>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bäcker/in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Zu viele Anfragen. Bitte warte einen Moment.');
    expect(onPoll).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Konditor/in' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Ergebnis' })).toBeNull();
  });
});
