// /schule/{slug}: the school profile with its posts, coming events and materials (the app composes the features).
import SchoolProfilePage from '../../features/schools/pages/school-profile-page.tsx';
import { AuthorPosts } from '../../features/posts/components/author-posts.tsx';
import { ChannelMaterials } from '../../features/materials/components/channel-materials.tsx';
import { ChannelUpcomingEvents } from '../../features/events/components/channel-upcoming-events.tsx';

export default function SchoolProfileRoute() {
  return (
    <SchoolProfilePage
      posts={(s) => <AuthorPosts type="school" slug={s.slug} canWrite={s.can_edit} />}
      materials={(channel) => <ChannelMaterials channel={channel} />}
      events={(channel) => <ChannelUpcomingEvents channel={channel.slug} />}
    />
  );
}
