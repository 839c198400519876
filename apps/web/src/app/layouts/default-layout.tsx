// Default layout: header, page, footer.
import { Outlet } from 'react-router';
import { PageFrame } from './page-frame.tsx';

export default function DefaultLayout() {
  return (
    <PageFrame>
      <Outlet />
    </PageFrame>
  );
}
