// One video: the rendered mp4 in the browser's player, a link video in its host's player (Vimeo, YouTube) or as a
// link, and "wird verarbeitet" while the server still renders an upload. Shared by the videos feature (media viewer)
// and the posts feature (a post's video).
import { Anchor, AspectRatio, Text } from '@mantine/core';
import { VIDEO_MESSAGES, type TVideo } from '@oabat/domain/videos';

/** What the player needs of a video (a video of the videos module, or a post's video). */
export type PlayableVideo = Pick<TVideo, 'files' | 'thumbnail_url' | 'title' | 'embed_url' | 'link' | 'state'> & { error: string | null };

export function VideoPlayer({ video, autoPlay = false }: { video: PlayableVideo; autoPlay?: boolean }) {
  const file = video.files[0];
  if (file)
    return (
      // biome-ignore lint/a11y/useMediaCaption: uploaded videos come without subtitles; the title and description say what is shown
      <video
        controls
        autoPlay={autoPlay}
        preload="metadata"
        playsInline
        poster={video.thumbnail_url ?? undefined}
        src={file.link}
        aria-label={video.title}
        style={{ width: '100%', maxHeight: '70vh', borderRadius: 8, background: '#000' }}
        data-testid="video-player"
      />
    );
  if (video.embed_url)
    return (
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={video.embed_url}
          title={video.title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          style={{ border: 0, borderRadius: 8 }}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </AspectRatio>
    );
  if (video.link)
    return (
      <Anchor href={video.link} target="_blank" rel="noopener noreferrer nofollow">
        Video ansehen: {video.title}
      </Anchor>
    );
  if (video.state === 'error') return <Text c="red.8">{video.error ?? VIDEO_MESSAGES.renderFailed}</Text>;
  return <Text role="status">{VIDEO_MESSAGES.processing.replace(' …', '')} – das dauert einen Moment.</Text>;
}
