// The parts a channel's ordered list shares, whatever it holds (posts, videos): the actions of one row (up, down,
// remove), the "place your own" control, and running an action with the list reloaded and its error shown.
import { Button, Group, Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { normaliseError } from '../lib/api.ts';
import { ErrorNotice } from './error-notice.tsx';

/** Runs an action, then reloads the queries under `queryKey`; the error (German, from the API) is kept for display. */
export function useChannelAction(queryKey: string) {
  const qc = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const act = async (fn: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await fn();
      await qc.invalidateQueries({ queryKey: [queryKey] });
    } catch (err) {
      setFailure(normaliseError(err).message);
    }
  };
  const alert = failure ? <ErrorNotice>{failure}</ErrorNotice> : null;
  return { act, alert };
}

interface RowProps {
  title: string;
  index: number;
  count: number;
  /** The channel's manager sorts. */
  move: { up: () => void; down: () => void } | null;
  remove: (() => void) | null;
}

/** ↑, ↓ and "Entfernen" of one row, each named after the item for screen readers. */
export function ChannelItemActions({ title, index, count, move, remove }: RowProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {move ? (
        <>
          <Button size="xs" variant="default" disabled={index === 0} aria-label={`${title} nach oben`} onClick={move.up}>
            ↑
          </Button>
          <Button size="xs" variant="default" disabled={index === count - 1} aria-label={`${title} nach unten`} onClick={move.down}>
            ↓
          </Button>
        </>
      ) : null}
      {remove ? (
        <Button size="xs" variant="subtle" color="red" aria-label={`${title} aus dem Channel entfernen`} onClick={remove}>
          Entfernen
        </Button>
      ) : null}
    </Group>
  );
}

/** A select of the viewer's own items not yet on the channel and a button that places the chosen one. */
export function PlaceOwnItem({
  label,
  button,
  options,
  onPlace,
}: {
  label: string;
  button: string;
  options: { value: string; label: string }[];
  onPlace: (value: string) => Promise<void>;
}) {
  const [pick, setPick] = useState<string | null>(null);
  if (!options.length) return null;
  return (
    <Group align="flex-end">
      <Select label={label} data={options} value={pick} onChange={setPick} w={300} />
      <Button disabled={!pick} onClick={() => void onPlace(pick!).then(() => setPick(null))}>
        {button}
      </Button>
    </Group>
  );
}
