// /news/{locationSlug}: the search page's news tab, with the posts feature's list (the app composes the features).
import SearchPage from '../../features/search/pages/search-page.tsx';
import { NewsList } from '../../features/posts/components/news-list.tsx';

export default function NewsRoute() {
  return <SearchPage news={(around) => <NewsList {...around} />} />;
}
