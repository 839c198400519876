// /intern/parallax: the parallax header of the profiles (components/parallax-cover.tsx), rendered live with a
// sample title image, at two heights and lags, so a designer sees the movement while scrolling (non-production).
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { ParallaxCover } from '../../components/parallax-cover.tsx';
import { usePageTitle } from '../../lib/page-title.ts';

// A sample title image drawn inline, so the page needs no upload and no network.
const SAMPLE = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="700" viewBox="0 0 1200 700">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9ad0ec"/><stop offset="1" stop-color="#f6e7c1"/></linearGradient></defs>
    <rect width="1200" height="700" fill="url(#sky)"/>
    <circle cx="950" cy="160" r="80" fill="#ffd45c"/>
    <path d="M0 520 L220 330 L420 500 L640 300 L900 520 L1200 360 L1200 700 L0 700 Z" fill="#4f8a5b"/>
    <path d="M0 600 L300 470 L620 610 L900 480 L1200 600 L1200 700 L0 700 Z" fill="#2f6b43"/>
  </svg>`,
)}`;

function Sample({ height, factor }: { height: number; factor: number }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Höhe {height} px, Verzögerung {Math.round(factor * 100)} %
      </Title>
      <ParallaxCover
        height={height}
        factor={factor}
        overlay={
          <Paper m="md" p="sm" radius="md" bg="white" w="fit-content">
            <Text fw={700} size="lg" c="dark.9">
              Bäckerei Beispiel
            </Text>
            <Text size="sm" c="dark.7">
              Wir backen mit Leidenschaft
            </Text>
          </Paper>
        }
      >
        <img src={SAMPLE} alt={`Beispiel-Titelbild (${height} px)`} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      </ParallaxCover>
    </Stack>
  );
}

export default function ParallaxPage() {
  usePageTitle('Parallax-Kopf');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>Parallax-Kopf</Title>
        <Text>
          Das Titelbild der Betriebsprofile läuft beim Scrollen langsamer als die Seite. Wer in den Systemeinstellungen weniger Bewegung wünscht
          (prefers-reduced-motion), sieht es ruhig; ohne JavaScript steht es still.
        </Text>
        <Sample height={360} factor={0.3} />
        <Sample height={240} factor={0.5} />
        <Text>Zum Ausprobieren langsam scrollen: der Platz unten ist nur dafür da.</Text>
        <div style={{ height: '120vh' }} aria-hidden />
      </Stack>
    </Container>
  );
}
