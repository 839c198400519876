// Plays one session recording with rrweb's Replayer (loaded only with this component, on the admin page): the replay
// runs in a sandboxed frame scaled to the available width, with play/pause and a progress bar.
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Progress, Text } from '@mantine/core';
import { Replayer } from '@rrweb/replay';
import '@rrweb/replay/dist/style.css';
import type { TRecording } from '@oabat/domain/session-replay';

const clock = (ms: number) => {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function ReplayPlayer({ recording }: { recording: TRecording }) {
  const host = useRef<HTMLDivElement>(null);
  const player = useRef<Replayer | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [total, setTotal] = useState(0);
  const [scale, setScale] = useState(1);
  const [size, setSize] = useState({ width: 0, height: 0 });

  useEffect(() => {
    const root = host.current;
    if (!root || recording.events.length < 2) return;
    const r = new Replayer(recording.events as never[], { root, mouseTail: false, skipInactive: true, showWarning: false });
    player.current = r;
    r.iframe.setAttribute('title', 'Wiedergabe der Sitzung');
    setTotal(r.getMetaData().totalTime);
    r.on('resize', (d) => {
      const dim = d as { width: number; height: number };
      setSize(dim);
    });
    r.on('finish', () => setPlaying(false));
    const tick = setInterval(() => setTime(r.getCurrentTime()), 250);
    return () => {
      clearInterval(tick);
      r.destroy();
      player.current = null;
      root.replaceChildren();
    };
  }, [recording]);

  // Fit the recorded viewport into the available width.
  useEffect(() => {
    const outer = host.current?.parentElement;
    if (!outer || !size.width) return;
    const fit = () => setScale(Math.min(1, outer.clientWidth / size.width));
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(outer);
    return () => ro.disconnect();
  }, [size.width]);

  if (recording.events.length < 2) return <Text>Diese Aufzeichnung enthält zu wenig Ereignisse zum Abspielen.</Text>;
  const toggle = () => {
    const r = player.current;
    if (!r) return;
    if (playing) r.pause();
    else r.play(time >= total ? 0 : time);
    setPlaying(!playing);
  };
  return (
    <div>
      <Group mb="sm" gap="md">
        <Button onClick={toggle} variant="filled">
          {playing ? 'Pause' : 'Abspielen'}
        </Button>
        <Text>
          {clock(time)} / {clock(total)}
        </Text>
      </Group>
      <Progress value={total ? Math.min(100, (time / total) * 100) : 0} aria-label="Fortschritt der Wiedergabe" mb="sm" />
      <div style={{ width: '100%', height: size.height * scale || 400, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-4)' }}>
        <div ref={host} data-testid="replay-host" style={{ transform: `scale(${scale})`, transformOrigin: 'top left', width: size.width || undefined }} />
      </div>
    </div>
  );
}
