// The media viewer (02 §2) for videos: `?media={uid}` on the current route opens the video in a dialog; closing goes
// back. A video's media id is its uid; a number is an image's (the app's image viewer shows those).
import { Group, Modal, Stack, Text } from '@mantine/core';
import { isVideoUid } from '@oabat/domain/videos';
import { useNavigate, useSearchParams } from 'react-router';
import { useVideo } from '../api/videos.ts';
import { VideoPlayer } from '../../../components/video-player.tsx';
import { Loading } from '../../../components/loading.tsx';

export function MediaViewer() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('media');
  const id = raw && isVideoUid(raw) ? raw : null;
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
  // Built from Modal's parts to give the header a div: Mantine's <header> would be a second banner landmark for axe.
  return (
    <Modal.Root opened onClose={close} size="xl" centered>
      <Modal.Overlay />
      <Modal.Content>
        <Group justify="space-between" wrap="nowrap" p="md" pb="xs">
          <Modal.Title fw={700}>{video?.title ?? 'Video'}</Modal.Title>
          <Modal.CloseButton aria-label="Schließen" />
        </Group>
        <Modal.Body>
          {video ? (
            <Stack gap="sm">
              <VideoPlayer video={video} autoPlay />
              {video.description ? <Text style={{ whiteSpace: 'pre-line' }}>{video.description}</Text> : null}
              <Text size="sm" c="dimmed">
                {video.owner.name}
              </Text>
            </Stack>
          ) : error ? (
            <Text>Dieses Video gibt es nicht (mehr).</Text>
          ) : (
            <Loading what="Video" />
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
