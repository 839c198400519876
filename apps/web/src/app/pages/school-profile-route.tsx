// /schule/{slug}: the school profile with its posts and materials (the app composes the features).
import SchoolProfilePage from '../../features/schools/pages/school-profile-page.tsx';
import { AuthorPosts } from '../../features/posts/components/author-posts.tsx';
import { ChannelMaterials } from '../../features/materials/components/channel-materials.tsx';

export default function SchoolProfileRoute() {
  return (
    <SchoolProfilePage
      posts={(s) => <AuthorPosts type="school" slug={s.slug} canWrite={s.can_edit} />}
      materials={(channel) => <ChannelMaterials channel={channel} />}
    />
  );
}
