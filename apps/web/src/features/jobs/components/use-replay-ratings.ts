// After a guest logs in as a trainee, the likes kept in the browser are sent once (failures ignored).
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isTrainee } from '@oabat/domain/rights';
import { useAuth } from '../../../lib/auth.ts';
import { replayRatings } from './local-ratings.ts';

/** True while the replay runs (lists should wait for it). */
export function useReplayRatings(): boolean {
  const { user } = useAuth();
  const client = useQueryClient();
  const [running, setRunning] = useState(() => !!user && isTrainee(user));
  useEffect(() => {
    if (!user || !isTrainee(user)) {
      setRunning(false);
      return;
    }
    let live = true;
    void replayRatings(user.id).then(async (n) => {
      if (n) await client.invalidateQueries();
      if (live) setRunning(false);
    });
    return () => {
      live = false;
    };
  }, [user, client]);
  return running;
}
