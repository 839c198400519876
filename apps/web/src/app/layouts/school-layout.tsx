// School layout: school pages on a light background; a school user sees the school's menu in the header.
import { Outlet } from 'react-router';
import { PageFrame } from './page-frame.tsx';

export default function SchoolLayout() {
  return (
    <PageFrame background="oabat.0">
      <Outlet />
    </PageFrame>
  );
}
