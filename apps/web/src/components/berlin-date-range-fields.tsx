// Start and end as local date and time in Germany (datetime-local inputs), shared by the event and fair forms.
import { TextInput } from '@mantine/core';

interface Props {
  start: string;
  end: string;
  startError?: string;
  endError?: string;
  onStart: (e: { currentTarget: { value: string } }) => void;
  onEnd: (e: { currentTarget: { value: string } }) => void;
}

/** Two inputs without a wrapper: the caller's grid places them. */
export function BerlinDateRangeFields({ start, end, startError, endError, onStart, onEnd }: Props) {
  return (
    <>
      <TextInput type="datetime-local" label="Beginn" description="Uhrzeit in Deutschland" required value={start} error={startError} onChange={onStart} />
      <TextInput type="datetime-local" label="Ende" description="Uhrzeit in Deutschland" required value={end} error={endError} onChange={onEnd} />
    </>
  );
}
