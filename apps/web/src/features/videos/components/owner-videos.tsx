// The "Videos" section of a profile: everybody sees the rendered videos (a click opens the media viewer, `?media=`);
// the owner's organisation also sees its uploads on their way ("wird verarbeitet", interrupted) and uploads new ones.
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { VIDEO_MESSAGES, VIDEO_TYPE_LABELS, type TVideo, type VideoOwnerType, type VideoType } from '@oabat/domain/videos';
import { deleteVideo, useVideos } from '../api/videos.ts';
import { MediaViewer } from './media-viewer.tsx';
import { ResumeUpload, VideoUploadForm } from './video-upload.tsx';

function VideoCard({ video, canEdit, refresh }: { video: TVideo; canEdit: boolean; refresh: () => Promise<void> }) {
  const location = useLocation();
  const next = new URLSearchParams(location.search);
  next.set('media', video.uid);
  const ready = video.state === 'ready';
  return (
    <Card withBorder radius="md" padding="sm" component="article">
      <Stack gap={6}>
        {ready ? (
          <UnstyledButton component={Link} to={{ search: `?${next}` }} aria-label={`Video ansehen: ${video.title}`}>
            {video.thumbnail_url ? (
              <Image src={video.thumbnail_url} alt="" radius="sm" style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />
            ) : (
              <Card bg="dark.7" radius="sm" style={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center' }}>
                <Text c="white" fw={700}>
                  ▶ Video
                </Text>
              </Card>
            )}
          </UnstyledButton>
        ) : null}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {video.title}
          </Title>
          {video.type !== 'video' ? <Badge variant="light">{VIDEO_TYPE_LABELS[video.type]}</Badge> : null}
        </Group>
        {video.state === 'processing' ? (
          <Text size="sm" role="status">
            {VIDEO_MESSAGES.processing}
          </Text>
        ) : null}
        {video.state === 'error' ? (
          <Text size="sm" c="red.8">
            {video.error ?? VIDEO_MESSAGES.renderFailed}
          </Text>
        ) : null}
        {canEdit && (video.state === 'pending' || video.state === 'uploading') ? <ResumeUpload video={video} refresh={refresh} /> : null}
        {canEdit && video.state !== 'pending' && video.state !== 'uploading' ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            w="fit-content"
            aria-label={`${video.title} löschen`}
            onClick={async () => {
              if (!window.confirm(`„${video.title}“ löschen?`)) return;
              await deleteVideo(video.id);
              await refresh();
            }}
          >
            Löschen
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

interface Props {
  type: VideoOwnerType;
  slug: string;
  title?: string;
  /** Only videos of this kind (trainee stories on /betriebe/{slug}/azubis). */
  kind?: VideoType;
  emptyText?: string;
}

export function OwnerVideos({ type, slug, title = 'Videos', kind, emptyText }: Props) {
  const titleId = useId();
  const qc = useQueryClient();
  const { data } = useVideos({ owner_type: type, owner: slug }, true);
  const refresh = () => qc.invalidateQueries({ queryKey: ['videos'] });
  const videos = (data?.data ?? []).filter((v) => !kind || v.type === kind);
  if (!data || (!videos.length && !data.can_edit && !emptyText)) return <MediaViewer />;
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="xs">
        {title}
      </Title>
      <Stack gap="sm">
        {videos.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {videos.map((v) => (
              <VideoCard key={v.id} video={v} canEdit={data.can_edit} refresh={refresh} />
            ))}
          </SimpleGrid>
        ) : (
          <Text>{emptyText ?? 'Noch keine Videos.'}</Text>
        )}
        {data.can_edit ? <VideoUploadForm refresh={refresh} /> : null}
      </Stack>
      <MediaViewer />
    </section>
  );
}
