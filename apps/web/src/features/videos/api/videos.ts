// Videos (02 §7): GET /api/videos (an owner's or a channel's), GET /api/videos/{id} (media viewer), POST, PUT,
// DELETE, and POST/DELETE /api/videos/{id}/channels/{channelId}. The bytes of an upload go over tus (lib/upload.ts).
import { useQuery } from '@tanstack/react-query';
import {
  VIDEO_CHUNK_BYTES,
  VIDEO_RETRY_DELAYS_MS,
  type TVideo,
  type TVideoChannel,
  type TVideoInput,
  type TVideoList,
  type TVideoUpdate,
  type VideoOwnerType,
} from '@oabat/domain/videos';
import { api } from '../../../lib/api.ts';
import { uploadResumable } from '../../../lib/upload.ts';

export type VideoSource = { owner_type: VideoOwnerType; owner: string } | { channel: string };
export const videosKey = (source: VideoSource) => ['videos', source] as const;
export const useVideos = (source: VideoSource, refetchWhileBusy = false) =>
  useQuery({
    queryKey: videosKey(source),
    queryFn: ({ signal }) => api<TVideoList>('GET', '/api/videos', { query: source, signal }),
    // While one of the owner's videos is being rendered, look again every few seconds.
    refetchInterval: (q) => (refetchWhileBusy && q.state.data?.data.some((v) => v.state === 'processing') ? 4000 : false),
  });
export const useVideo = (id: number | string | null) =>
  useQuery({
    queryKey: ['video', id],
    enabled: id !== null,
    queryFn: ({ signal }) => api<{ data: TVideo }>('GET', `/api/videos/${id}`, { signal }).then((r) => r.data),
  });

export const createVideo = (input: Omit<TVideoInput, 'upload'> & { upload?: { approach: 'tus'; size: number; name: string } }) =>
  api<{ data: TVideo }>('POST', '/api/videos', { body: input }).then((r) => r.data);
export const updateVideo = (id: number, input: TVideoUpdate) => api<{ data: TVideo }>('PUT', `/api/videos/${id}`, { body: input }).then((r) => r.data);
export const deleteVideo = (id: number) => api('DELETE', `/api/videos/${id}`);
export const placeVideo = (id: number, channelId: number, sorting: number) =>
  api<{ data: TVideo }>('POST', `/api/videos/${id}/channels/${channelId}`, { query: { sorting } }).then((r) => r.data);
export const unplaceVideo = (id: number, channelId: number) => api<{ data: TVideo }>('DELETE', `/api/videos/${id}/channels/${channelId}`).then((r) => r.data);

/** The bytes of video `video` over tus; a stored upload of the same file for the same video is continued. */
export const sendVideoFile = (video: TVideo, file: File, onProgress: (share: number) => void) =>
  uploadResumable(video.upload?.upload_link ?? '/api/videos/upload', file, {
    metadata: { video_id: String(video.id) },
    chunkSize: VIDEO_CHUNK_BYTES,
    retryDelays: VIDEO_RETRY_DELAYS_MS,
    canResume: (m) => m.video_id === String(video.id),
    onProgress,
    failMessage: 'Das Video konnte nicht hochgeladen werden. Bitte versuche es noch einmal.',
  });

export const useMyChannels = () =>
  useQuery({
    queryKey: ['videos', 'my-channels'],
    queryFn: ({ signal }) => api<{ data: TVideoChannel[] }>('GET', '/api/videos/channels', { signal }).then((r) => r.data),
  });
