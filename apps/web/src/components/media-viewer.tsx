// Media viewer (spec 01 §2): the `media` query parameter holds an image id; the viewer shows it over
// the page and closes by going back, so the browser's back button closes it too.
import { useEffect, useState } from 'react';
import { Modal, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../lib/api.ts';
import type { ImageLike } from '../lib/image.ts';
import { ResponsiveImage } from './responsive-image.tsx';

export function MediaViewer() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('media');
  const [image, setImage] = useState<(ImageLike & { file_name?: string }) | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setImage(null);
    setFailed(false);
    if (!id || !/^\d+$/.test(id)) return;
    api<{ data: ImageLike & { file_name?: string } }>('GET', `/api/images/${id}`).then(
      (r) => setImage(r.data),
      () => setFailed(true),
    );
  }, [id]);
  if (!id) return null;
  return (
    <Modal opened onClose={() => navigate(-1)} size="xl" title="Bild" centered closeButtonProps={{ 'aria-label': 'Schließen' }}>
      {failed ? <Text role="alert">Dieses Bild gibt es nicht oder es ist nicht öffentlich.</Text> : null}
      {image ? <ResponsiveImage image={image} size={4} alt={image.file_name ?? 'Bild'} style={{ width: '100%', height: 'auto' }} /> : null}
    </Modal>
  );
}
