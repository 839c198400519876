// /customdomain/ (what a custom domain's `/` shows, spec 01 §2): the page of the region or business that owns
// the host. On any other host, or for a path the domain does not have, it says so.
import { useParams } from 'react-router';
import { Container } from '@mantine/core';
import { useCustomDomain } from '../../lib/custom-domain.ts';
import RegionLandingPage from '../../features/regions/pages/region-landing-page.tsx';
import { ChannelMaterials } from '../../features/materials/components/channel-materials.tsx';
import BusinessProfileRoute from './business-profile-route.tsx';
import { StatusPage } from './status-page.tsx';
import { Loading } from '../../components/loading.tsx';

export default function CustomdomainPage() {
  const { '*': rest = '' } = useParams();
  const { data: owner, error, isPending } = useCustomDomain();
  if (isPending)
    return (
      <Container size="lg" py="xl">
        <Loading />
      </Container>
    );
  if (error) return <StatusPage status={500} title="Die Seite konnte nicht geladen werden." />;
  if (!owner) return <StatusPage status={404} title="Keine eigene Domain" message="Diese Adresse gehört zu keiner Region und keinem Betrieb auf Oabat." />;
  if (rest) return <StatusPage status={404} title="Diese Seite konnte nicht gefunden werden." />;
  return owner.type === 'region' ? (
    <RegionLandingPage slug={owner.slug} materials={(channel) => <ChannelMaterials channel={channel} />} />
  ) : (
    <BusinessProfileRoute slug={owner.slug} />
  );
}
