// What the ingest's use cases need (its own file: the replay code takes it too, without importing the use cases).
import type { Storage } from '../media/media.storage.ts';
import type { LivestreamDeps } from './livestreams.deps.ts';

export interface IngestDeps extends LivestreamDeps {
  storage: Storage;
  dataDir: string;
  ffmpeg: string;
  ffprobe: string;
  windowMinutes: number;
  idleSeconds: number;
  thumbnailSeconds: number;
  /** Sends viewers the stream's public state (livestreams.usecases.ts; passed in, so the two modules import no cycle). */
  broadcast(id: number): Promise<void>;
  /** Replays being made, so tests and shutdown can wait for them. */
  pending: Set<Promise<unknown>>;
}
