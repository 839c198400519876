// The picture of a product (its `image` key): small inline drawings, so the store needs no image files.
import type { CSSProperties } from 'react';

const stroke = { fill: 'none', stroke: '#1f2937', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

function Drawing({ image }: { image: string | null }) {
  switch (image) {
    case 'premium':
      return (
        <>
          <path d="M20 70 L30 35 L48 55 L60 25 L72 55 L90 35 L100 70 Z" {...stroke} fill="#f7c948" />
          <rect x="20" y="74" width="80" height="10" rx="3" {...stroke} fill="#f7c948" />
        </>
      );
    case 'job':
      return (
        <>
          <rect x="25" y="40" width="70" height="45" rx="6" {...stroke} fill="#9cc9f5" />
          <path d="M48 40 V32 a4 4 0 0 1 4 -4 h16 a4 4 0 0 1 4 4 V40" {...stroke} />
          <path d="M60 52 V72 M50 62 H70" {...stroke} />
        </>
      );
    case 'mail2chat':
      return (
        <>
          <rect x="15" y="35" width="55" height="38" rx="4" {...stroke} fill="#b7e4c7" />
          <path d="M15 39 L42 58 L70 39" {...stroke} />
          <path d="M78 45 h25 a5 5 0 0 1 5 5 v18 a5 5 0 0 1 -5 5 h-8 l-8 8 v-8 h-9 a5 5 0 0 1 -5 -5 v-18 a5 5 0 0 1 5 -5 z" {...stroke} fill="#fff" />
        </>
      );
    case 'api_connection':
      return (
        <>
          <circle cx="40" cy="55" r="16" {...stroke} fill="#d8ccff" />
          <path d="M56 55 H100 M88 55 V68 M98 55 V64" {...stroke} />
        </>
      );
    default:
      return (
        <>
          <rect x="20" y="28" width="80" height="55" rx="5" {...stroke} fill="#fbd3e0" />
          <path d="M20 40 H100 M35 55 h30 M35 67 h45" {...stroke} />
        </>
      );
  }
}

export function ProductArt({ image, background, style }: { image: string | null; background: string | null; style?: CSSProperties }) {
  return (
    <svg
      viewBox="0 0 120 110"
      role="presentation"
      aria-hidden="true"
      style={{ background: background ?? '#f3f4f6', borderRadius: 12, width: '100%', ...style }}
    >
      <Drawing image={image} />
    </svg>
  );
}
