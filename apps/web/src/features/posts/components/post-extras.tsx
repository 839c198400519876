// The editor's choices beside title, picture and text: the kind of post (news or, for a business, a trainee story)
// and one video the post plays: one of the writer's own rendered videos or a link to a video on Vimeo or YouTube.
import { Radio, Group, Select, Stack, TextInput } from '@mantine/core';
import { POST_KIND_LABELS, POST_KINDS, type PostKind, type TPostVideo } from '@oabat/domain/posts';
import { embedUrlOf, type TVideo } from '@oabat/domain/videos';
import { useOwnVideos } from '../api/posts.ts';

export function PostKindField({ value, onChange, error }: { value: PostKind; onChange: (kind: PostKind) => void; error?: string }) {
  return (
    <Radio.Group
      label="Art des Beitrags"
      description="Azubi-Geschichten erscheinen auf der Azubi-Seite deines Betriebs."
      value={value}
      onChange={(v) => onChange(v as PostKind)}
      error={error}
    >
      <Group mt={6}>
        {POST_KINDS.map((k) => (
          <Radio key={k} value={k} label={POST_KIND_LABELS[k]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** A video of the videos module as a post plays it. */
export const postVideoOf = (v: TVideo): TPostVideo => ({
  id: v.id,
  uid: v.uid,
  title: v.title,
  state: v.state,
  error: null,
  files: v.files,
  thumbnail_url: v.thumbnail_url,
  embed_url: v.embed_url,
  link: v.link ?? v.vimeo_url,
});
/** A link as a post plays it (Vimeo's or YouTube's player). */
export const linkVideoOf = (link: string, title: string): TPostVideo => ({
  id: null,
  uid: null,
  title,
  state: 'ready',
  error: null,
  files: [],
  thumbnail_url: null,
  embed_url: embedUrlOf(link),
  link,
});

interface VideoProps {
  videoId: number | null;
  videoLink: string;
  /** The post's current video (may be one still rendering, which the list of choices leaves out). */
  current: TPostVideo | null;
  onChange: (v: { videoId: number | null; videoLink: string }) => void;
  errors: { video_id?: string; video_link?: string };
}

export function PostVideoField({ videoId, videoLink, current, onChange, errors }: VideoProps) {
  const own = useOwnVideos(true);
  const choices = (own.data ?? []).filter((v) => v.state === 'ready' || v.id === videoId);
  const mode = videoId !== null ? String(videoId) : videoLink ? 'link' : 'none';
  const data = [
    { value: 'none', label: 'Kein Video' },
    ...choices.map((v) => ({ value: String(v.id), label: v.title })),
    ...(videoId !== null && !choices.some((v) => v.id === videoId) ? [{ value: String(videoId), label: current?.title ?? 'Gewähltes Video' }] : []),
    { value: 'link', label: 'Link zu einem Video (Vimeo oder YouTube)' },
  ];
  return (
    <Stack gap="xs">
      <Select
        label="Video im Beitrag"
        description="Eines deiner Videos (hochladen kannst du sie auf deinem Profil) oder ein Link."
        data={data}
        value={mode}
        allowDeselect={false}
        error={errors.video_id}
        onChange={(v) => {
          if (v === 'none' || v === null) onChange({ videoId: null, videoLink: '' });
          else if (v === 'link') onChange({ videoId: null, videoLink: videoLink || 'https://' });
          else onChange({ videoId: Number(v), videoLink: '' });
        }}
      />
      {mode === 'link' ? (
        <TextInput
          label="Link zum Video"
          placeholder="https://vimeo.com/… oder https://youtu.be/…"
          value={videoLink}
          error={errors.video_link}
          onChange={(e) => onChange({ videoId: null, videoLink: e.currentTarget.value })}
        />
      ) : null}
    </Stack>
  );
}
