// Embed layout: the page alone, for iframes on other websites (no header, no footer).
import { Outlet } from 'react-router';

export default function EmbedLayout() {
  return <main id="main"><Outlet /></main>;
}
