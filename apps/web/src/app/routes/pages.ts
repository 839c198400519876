// Page loaders several areas of the route table share (vite.config.ts reads these helpers to find each route's page).
export const accounts = (name: string) => () => import(`../../features/accounts/pages/${name}-page.tsx`);
export const statics = (name: string) => () => import(`../../features/static/pages/${name}-page.tsx`);
export const colleaguesPage = () => import('../../features/colleagues/pages/colleagues-page.tsx');
export const store = (name: string) => () => import(`../../features/store/pages/${name}-page.tsx`);
