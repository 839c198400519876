// /region/{slug}: the region's landing page with its materials section (the app composes the features).
import RegionLandingPage from '../../features/regions/pages/region-landing-page.tsx';
import { ChannelMaterials } from '../../features/materials/components/channel-materials.tsx';

export default function RegionLandingRoute() {
  return <RegionLandingPage materials={(channel) => <ChannelMaterials channel={channel} />} />;
}
