// Fullscreen layout: the page uses the whole height below the header (chat, livestream); no footer.
import { Outlet } from 'react-router';
import { PageFrame } from './page-frame.tsx';

export default function FullscreenLayout() {
  return (
    <PageFrame footer={false}>
      <Outlet />
    </PageFrame>
  );
}
