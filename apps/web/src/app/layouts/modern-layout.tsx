// Modern layout: full-width landing pages (home, region pages) on a light background.
import { Outlet } from 'react-router';
import { PageFrame } from './page-frame.tsx';

export default function ModernLayout() {
  return (
    <PageFrame background="gray.0">
      <Outlet />
    </PageFrame>
  );
}
