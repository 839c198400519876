// The floating stream window: the video small in a corner while the viewer looks around the platform, with a
// drag handle on desktop, the viewer count when above zero, "Stream öffnen" and a close button.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { LIVESTREAM_EVENTS } from '@oabat/domain/livestreams';
import { setFloatingStream, type FloatingStream } from '../floating-store.ts';
import { useLivestream } from '../api/livestreams.ts';
import { connectLivestream } from '../api/livestream-socket.ts';
import { VideoPlayer } from './video-player.tsx';

export function FloatingLivestream({ stream }: { stream: FloatingStream }) {
  const data = useLivestream(stream.id);
  const [viewers, setViewers] = useState(0);
  const [pos, setPos] = useState<{ x: number; y: number } | null>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => setViewers(data.data?.viewers ?? 0), [data.data?.viewers]);
  useEffect(
    () => connectLivestream(stream.id, { [LIVESTREAM_EVENTS.viewerCountChanged]: (p: { livestream_id: number; viewers: number }) => setViewers(p.viewers) }),
    [stream.id],
  );
  const desktop = typeof window !== 'undefined' && window.matchMedia('(pointer: fine)').matches;
  const start = (e: PointerEvent) => {
    const r = box.current!.getBoundingClientRect();
    drag.current = { dx: e.clientX - r.left, dy: e.clientY - r.top };
    (e.target as HTMLElement).setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent) => {
    if (drag.current) setPos({ x: Math.max(0, e.clientX - drag.current.dx), y: Math.max(0, e.clientY - drag.current.dy) });
  };
  const video = data.data?.video_url;
  return (
    <Paper
      ref={box}
      shadow="lg"
      withBorder
      p="xs"
      role="complementary"
      aria-label="Livestream-Fenster"
      style={{ position: 'fixed', zIndex: 300, width: 300, ...(pos ? { left: pos.x, top: pos.y } : { right: 16, bottom: 16 }) }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
        {desktop ? (
          <span
            role="presentation"
            title="Fenster verschieben"
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={() => (drag.current = null)}
            style={{ cursor: 'move', userSelect: 'none', padding: '0 4px' }}
          >
            ⠿
          </span>
        ) : null}
        <Text size="sm" fw={600} truncate style={{ flex: 1 }}>
          {stream.title}
        </Text>
        <CloseButton aria-label="Livestream-Fenster schließen" onClick={() => setFloatingStream(null)} />
      </Group>
      {video ? <VideoPlayer src={video} title={stream.title} /> : null}
      <Group justify="space-between" mt={4}>
        {viewers > 0 ? <Text size="xs">{viewers === 1 ? '1 Zuschauer' : `${viewers} Zuschauer`}</Text> : <span />}
        <Button component={Link} to={`/livestream/${stream.id}`} size="compact-sm">
          Stream öffnen
        </Button>
      </Group>
    </Paper>
  );
}
