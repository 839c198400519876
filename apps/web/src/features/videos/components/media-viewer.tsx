// The media viewer (02 §2): `?media={id}` on the current route opens the video in a dialog; closing goes back.
import { Modal, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useVideo } from '../api/videos.ts';
import { VideoPlayer } from './video-player.tsx';

export function MediaViewer() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('media');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const { data: video, error } = useVideo(id);
  if (id === null) return null;
  const close = () => {
    // Back where the viewer was opened from; a link opened directly has no such page, so the parameter goes.
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else {
      const next = new URLSearchParams(params);
      next.delete('media');
      setParams(next, { replace: true });
    }
  };
  return (
    <Modal opened onClose={close} size="xl" title={video?.title ?? 'Video'} centered>
      {video ? (
        <Stack gap="sm">
          <VideoPlayer video={video} autoPlay />
          {video.description ? <Text style={{ whiteSpace: 'pre-line' }}>{video.description}</Text> : null}
          <Text size="sm" c="dimmed">
            {video.owner.name}
          </Text>
        </Stack>
      ) : (
        <Text>{error ? 'Dieses Video gibt es nicht (mehr).' : 'Lade Video …'}</Text>
      )}
    </Modal>
  );
}
