// Embed layout: the page alone, for iframes on other websites (no header, no footer, no cookie notice:
// RootFrame leaves it out here). It posts its height so the host's /embed.js sizes the frame.
import { Outlet } from 'react-router';
import { useEmbedHeight } from '../../lib/embed-height.ts';

export default function EmbedLayout() {
  useEmbedHeight();
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
