// /betriebe/{slug}: the public profile of a business (name, motto, about us, images, contact person, locations).
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Badge, Button, Container, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ParallaxCover } from '../../../components/parallax-cover.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { ApiError } from '../../../lib/api.ts';
import { imageUrl } from '../../../lib/image.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useBusiness } from '../api/get-business.ts';
import { useRecordView } from '../../../lib/record-activity.ts';
import type { TBusiness } from '@oabat/domain/businesses';
import { ContactPersonCard } from '../components/contact-person-card.tsx';
import { ResponseTime } from '../components/response-time.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { canChat, canReport } from '@oabat/domain/rights';
import { ReportButton } from '../../../components/report-button.tsx';
import { VerifiedBadge } from '../../../components/verified-badge.tsx';
import { Loading } from '../../../components/loading.tsx';
import { businessPath } from '../../../lib/paths.ts';

/**
 * "Nachricht schreiben": pupils (and regions) write to the business without applying first; a guest logs
 * in on the way and comes back to the conversation. The first message opens the chat like any other.
 */
function MessageButton({ business, guest }: { business: TBusiness; guest: boolean }) {
  const chat = `/chat?user_id=${business.chat_user_id}`;
  const to = guest ? `/anmelden?redirect=${encodeURIComponent(chat)}` : chat;
  return (
    <Button component={Link} to={to} w="fit-content">
      Nachricht schreiben
    </Button>
  );
}

/**
 * The row under the name: "Nachricht schreiben" and "Melden" for visitors, "Profil bearbeiten" for the business's own
 * users, in one place for everybody. The server renders the page for a guest and the app learns who is looking only
 * once it has loaded: the owner's panel used to appear above the page and push it down under the reader's finger (a
 * click on a job or a location landed elsewhere). Now the row keeps its height, and the panel comes last in the side
 * column, below everything a reader may be about to click.
 */
function ProfileActions({ business, user }: { business: TBusiness; user: ReturnType<typeof useAuth>['user'] }) {
  if (business.can_edit) {
    return (
      <Group gap="sm">
        <Button component={Link} to={`${businessPath(business.slug)}/bearbeiten`}>
          Profil bearbeiten
        </Button>
      </Group>
    );
  }
  const message = !!business.chat_user_id && (!user || canChat(user));
  const report = !!user && canReport(user);
  if (!message && !report) return null;
  return (
    <Group gap="sm">
      {message ? <MessageButton business={business} guest={!user} /> : null}
      <ReportButton type="business" id={business.id} />
    </Group>
  );
}

/** The business's own users see whether the profile is public and how complete it is (last in the side column: see above). */
function OwnerStatus({ business }: { business: TBusiness }) {
  return (
    <Alert
      color={business.is_visible ? 'green' : 'orange'}
      role="status"
      title={business.is_visible ? 'Dein Profil ist öffentlich' : 'Dein Profil ist nicht öffentlich'}
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
    >
      {business.completeness ? <Text size="sm">{`Profil zu ${business.completeness.percent} % vollständig.`}</Text> : null}
    </Alert>
  );
}

type Section = (business: TBusiness) => ReactNode;
/** `jobs`, `reviews`, `posts`: sections given by the app (features do not import each other). `slug` is given when
 * the page is shown elsewhere (a custom domain's `/`); otherwise the route's. */
export default function BusinessProfilePage({
  jobs,
  reviews,
  posts,
  answers,
  slug: fixedSlug,
}: {
  jobs?: Section;
  reviews?: Section;
  posts?: Section;
  /** Answer rate and typical answer time (answers feature). */
  answers?: Section;
  slug?: string;
}) {
  const { user } = useAuth();
  const params = useParams();
  const slug = fixedSlug ?? params.slug ?? '';
  const { data: business, error, isPending } = useBusiness(slug);
  usePageTitle(business ? `${business.name} – Ausbildung, Praktikum & Jobs` : 'Betrieb');
  useRecordView(business && !business.can_edit ? { business_id: business.id, type: 'profile_visit' } : null);

  if (isPending)
    return (
      <Container size="lg" py="xl">
        <Loading what="Profil" />
      </Container>
    );
  if (error || !business) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <Container size="lg" py="xl">
        <Title order={1}>{notFound ? 'Diesen Betrieb gibt es nicht' : 'Fehler'}</Title>
        <Text mt="sm">{notFound ? 'Das Profil ist nicht (mehr) öffentlich oder die Adresse ist falsch.' : (error as Error)?.message}</Text>
      </Container>
    );
  }
  const [first, ...more] = business.main_images;
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Group align="center" wrap="nowrap">
          {business.logo ? <Image src={imageUrl(business.logo, 1)} alt={`Logo von ${business.name}`} w={72} h={72} fit="contain" radius="md" /> : null}
          <div>
            <Title order={1}>{business.name}</Title>
            <VerifiedBadge verified={business.is_verified} />
            {business.motto ? (
              <Text size="lg" c="dimmed">
                {business.motto}
              </Text>
            ) : null}
            <ResponseTime minutes={business.avg_response_minutes} />
          </div>
        </Group>
        <ProfileActions business={business} user={user} />
        {first ? (
          <Stack gap="xs">
            <ParallaxCover height={360}>
              <ResponsiveImage image={first} alt={`${business.name}: Titelbild`} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </ParallaxCover>
            {more.length ? (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {more.map((img, i) => (
                  <ResponsiveImage
                    key={img.id}
                    image={img}
                    size={2}
                    alt={`${business.name}: Bild ${i + 2}`}
                    style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 8 }}
                  />
                ))}
              </SimpleGrid>
            ) : null}
          </Stack>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Stack gap="md" style={{ gridColumn: 'span 2' }}>
            <section aria-labelledby="about-title">
              <Title order={2} size="h3" id="about-title">
                Über uns
              </Title>
              <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
                {business.about_us || 'Dieser Betrieb hat sich noch nicht vorgestellt.'}
              </Text>
            </section>
            {business.gallery_images.length ? (
              <section aria-labelledby="gallery-title">
                <Title order={2} size="h3" id="gallery-title">
                  Galerie
                </Title>
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
                  {business.gallery_images.map((img, i) => (
                    <ResponsiveImage
                      key={img.id}
                      image={img}
                      size={2}
                      alt={`Galerie ${i + 1}`}
                      style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 8 }}
                    />
                  ))}
                </SimpleGrid>
              </section>
            ) : null}
            {answers?.(business)}
            {jobs?.(business)}
            {posts?.(business)}
            {reviews?.(business)}
          </Stack>
          <Stack gap="md">
            {business.public_contact_person ? <ContactPersonCard person={business.public_contact_person} /> : null}
            <section aria-labelledby="sites-title">
              <Title order={2} size="h4" id="sites-title">
                Standorte
              </Title>
              <List mt="xs" spacing="xs" listStyleType="none">
                {business.business_sites.map((s) => (
                  <List.Item key={s.id}>
                    <Anchor component={Link} to={`${businessPath(business.slug)}/${s.slug}`}>
                      {s.name}
                    </Anchor>
                    {s.is_main ? (
                      <Badge ml="xs" size="sm" variant="light">
                        Hauptsitz
                      </Badge>
                    ) : null}
                    <Text size="sm">{[s.street, [s.postal_code, s.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</Text>
                  </List.Item>
                ))}
              </List>
            </section>
            {business.can_edit ? <OwnerStatus business={business} /> : null}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
