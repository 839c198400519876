// The job search pages with "Suche speichern" from the alerts feature (the app composes the features).
import SearchPage from '../../features/search/pages/search-page.tsx';
import { SaveSearch } from '../../features/alerts/components/save-search.tsx';

export default function SearchRoute() {
  return <SearchPage saveSearch={(query) => <SaveSearch key={JSON.stringify(query)} query={query} />} />;
}
