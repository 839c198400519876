// A business's logo on a card, or its initials on a colour taken from its name (the same colour every time).
import { Avatar } from '@mantine/core';
import { imageUrl, type ImageLike } from '../lib/image.ts';

const COLOURS = ['blue', 'teal', 'grape', 'orange', 'indigo', 'cyan', 'pink', 'green'] as const;

export const initials = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

function colourOf(name: string) {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return COLOURS[h % COLOURS.length]!;
}

export function BusinessLogo({ name, logo, size = 48 }: { name: string; logo: ImageLike | null | undefined; size?: number }) {
  const src = imageUrl(logo, 1);
  if (src) return <Avatar src={src} alt={`Logo von ${name}`} size={size} radius="md" styles={{ image: { objectFit: 'contain' } }} />;
  // The initials repeat the name next to them: hidden from screen readers.
  return (
    <Avatar size={size} radius="md" color={colourOf(name)} variant="filled" aria-hidden="true">
      {initials(name)}
    </Avatar>
  );
}
