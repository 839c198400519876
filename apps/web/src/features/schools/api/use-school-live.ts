// Listens on the school's private realtime channel: the bulletin board unlock and a new invitation
// link update the open page without a reload (spec 02 §4 "School").
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { REALTIME_EVENTS, type SchoolBulletinBoardUnlockedPayload } from '@oabat/domain/realtime';
import type { TSchool } from '@oabat/domain/schools';
import { getToken } from '../../../lib/api.ts';
import { schoolKey } from './get-school.ts';

export function useSchoolLive(slug: string | undefined, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const token = getToken();
    if (!slug || !enabled || !token) return;
    const socket = io({ path: '/socket.io', auth: { token }, transports: ['websocket'] });
    socket.on(REALTIME_EVENTS.schoolBulletinBoardUnlocked, (p: SchoolBulletinBoardUnlockedPayload) => {
      queryClient.setQueryData<TSchool>(schoolKey(slug), (old) =>
        old && old.id === p.school_id
          ? {
              ...old,
              is_minibat_unlocked: p.is_minibat_unlocked,
              trainee_invitation_link: p.trainee_invitation_link ?? old.trainee_invitation_link,
              trainee_invitation_qr_code: p.trainee_invitation_qr_code ?? old.trainee_invitation_qr_code,
            }
          : old,
      );
    });
    return () => {
      socket.disconnect();
    };
  }, [slug, enabled, queryClient]);
}
