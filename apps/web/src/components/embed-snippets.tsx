// "Auf der eigenen Website einbinden": the codes a business or region copies into its own website, per list a
// script tag (sizes itself to the content through /embed.js) and a plain iframe (fixed height, no script).
import { Button, CopyButton, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { embedSnippets, type EmbedKind, type TEmbedParams } from '@oabat/domain/embeds';

export interface EmbedOffer {
  label: string;
  kind: EmbedKind;
  params: TEmbedParams;
  title: string;
}

function Code({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Textarea label={label} readOnly autosize ff="monospace" value={value} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          // The label wraps: "iframe-Code: Unsere Ausbildungsplätze kopieren" ran past a 390 px screen (issue #36).
          <Button size="xs" variant="light" maw="100%" h="auto" mih={30} py={4} styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }} onClick={copy}>
            {copied ? 'Kopiert' : `${label} kopieren`}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}

export function EmbedSnippets({ offers, headingOrder = 2 }: { offers: EmbedOffer[]; headingOrder?: 2 | 3 }) {
  const origin = window.location.origin;
  return (
    <Stack gap="md">
      <Title order={headingOrder} size="h3">
        Auf der eigenen Website einbinden
      </Title>
      <Text size="sm">
        Füge einen dieser Codes in deine Website ein. Der Script-Code passt die Höhe an den Inhalt an; der iframe-Code funktioniert ohne Script mit fester Höhe.
        Stellen öffnen sich auf Oabat in einem neuen Tab.
      </Text>
      {offers.map((o) => {
        const s = embedSnippets(origin, o.kind, o.params, o.title);
        return (
          <Stack key={o.label} gap="xs">
            <Title order={(headingOrder + 1) as 3 | 4} size="h4">
              {o.label}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Code label={`Script-Code: ${o.label}`} value={s.script} />
              <Code label={`iframe-Code: ${o.label}`} value={s.iframe} />
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** The lists a region embeds on its own website: its training places, internships and member businesses. */
export const regionEmbedOffers = (slug: string, name = slug): EmbedOffer[] => [
  { label: 'Ausbildungsplätze der Region', kind: 'jobs', params: { region: slug, type: 'ausbildung' }, title: `Ausbildung in der Region ${name}` },
  { label: 'Praktikumsplätze der Region', kind: 'jobs', params: { region: slug, type: 'praktikum' }, title: `Praktikum in der Region ${name}` },
  { label: 'Betriebe der Region', kind: 'businesses', params: { region: slug }, title: `Betriebe in der Region ${name}` },
];
