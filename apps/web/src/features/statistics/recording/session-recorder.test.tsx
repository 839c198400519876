// The recorder starts only when the server says recording is on and shouldRecordSession holds, and stops on unmount
// (logout, consent withdrawn). rrweb itself is mocked: recorder.ts is loaded by dynamic import only.
import { act, cleanup, render as renderRaw } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '@oabat/domain/accounts';

const site = vi.hoisted(() => ({ session_replay: true }));
const recorder = vi.hoisted(() => ({ startRecording: vi.fn(), stopRecording: vi.fn() }));
const allows = vi.hoisted(() => ({ performance: true }));
vi.mock('../../../app/site-info.ts', () => ({ siteInfo: vi.fn(async () => ({ production: true, ...site })) }));
vi.mock('./recorder.ts', () => recorder);
vi.mock('../../../lib/consent.ts', () => ({ consent: { allows: () => allows.performance } }));
vi.mock('../../../lib/impersonation.ts', () => ({ isImpersonating: () => false }));

const { SessionRecorder } = await import('./session-recorder.tsx');
const business = { id: 7, business: { slug: 'baeckerei-huber' }, special_account: null } as unknown as TUser;
const render = (ui: ReactElement, path = '/betrieb/statistiken') => renderRaw(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
const settle = () => new Promise((r) => setTimeout(r, 20));

beforeEach(() => {
  site.session_replay = true;
  allows.performance = true;
  recorder.startRecording.mockClear();
  recorder.stopRecording.mockClear();
});
afterEach(cleanup);

describe('SessionRecorder', () => {
  it('records a consenting business user when the server has recording on, and stops on unmount', async () => {
    const view = render(<SessionRecorder user={business} />);
    await settle();
    expect(recorder.startRecording).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(recorder.stopRecording).toHaveBeenCalledTimes(1);
  });

  it('records nothing when the server has it off, without consent, or for a team account', async () => {
    site.session_replay = false;
    render(<SessionRecorder user={business} />);
    await settle();
    cleanup();
    site.session_replay = true;
    allows.performance = false;
    render(<SessionRecorder user={business} />);
    await settle();
    cleanup();
    allows.performance = true;
    render(<SessionRecorder user={{ ...business, special_account: 'admin' } as TUser} />);
    await settle();
    expect(recorder.startRecording).not.toHaveBeenCalled();
  });

  it('never records a business user who also has a pupil profile', async () => {
    render(<SessionRecorder user={{ ...business, trainee: { id: 3 } } as TUser} />);
    await settle();
    expect(recorder.startRecording).not.toHaveBeenCalled();
  });

  it('records nothing on chat, messages and applications: stops there and starts anew after', async () => {
    render(<SessionRecorder user={business} />, '/chat');
    await settle();
    expect(recorder.startRecording).not.toHaveBeenCalled();
    cleanup();
    const router = createMemoryRouter([{ path: '*', element: <SessionRecorder user={business} /> }], { initialEntries: ['/betrieb/statistiken'] });
    renderRaw(<RouterProvider router={router} />);
    await settle();
    expect(recorder.startRecording).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/betrieb/antworten'));
    expect(recorder.stopRecording).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/betriebe/baeckerei-huber'));
    await settle();
    expect(recorder.startRecording).toHaveBeenCalledTimes(2);
  });
});
