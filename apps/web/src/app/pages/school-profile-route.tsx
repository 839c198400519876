// /schule/{slug}: the school profile with its posts (the app composes the features).
import SchoolProfilePage from '../../features/schools/pages/school-profile-page.tsx';
import { AuthorPosts } from '../../features/posts/components/author-posts.tsx';

export default function SchoolProfileRoute() {
  return <SchoolProfilePage posts={(s) => <AuthorPosts type="school" slug={s.slug} canWrite={s.can_edit} />} />;
}
