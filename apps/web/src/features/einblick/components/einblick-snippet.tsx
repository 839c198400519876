// The preview of a saved insight page (the embed page in an iframe, as the business's website shows it) and the
// iframe code to copy.
import { useState } from 'react';
import { Code, Group, Stack, Text, Title } from '@mantine/core';
import { einblickSnippet, type TEinblickPage } from '@oabat/domain/einblick';
import { AppButton } from '../../../components/app-button.tsx';

export function EinblickSnippet({ page }: { page: TEinblickPage }) {
  const [copied, setCopied] = useState<string | null>(null);
  const code = einblickSnippet(window.location.origin, page);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('Der Code ist kopiert. Füge ihn auf deiner Website ein.');
    } catch {
      setCopied('Kopieren ging nicht: Bitte markiere den Code und kopiere ihn selbst.');
    }
  }
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Code für deine Website
      </Title>
      <Code block data-testid="einblick-snippet">
        {code}
      </Code>
      <Group>
        <AppButton onClick={copy}>Code kopieren</AppButton>
      </Group>
      <div role="status" aria-live="polite">
        {copied ? <Text size="sm">{copied}</Text> : null}
      </div>
      <Title order={2} size="h4">
        Vorschau
      </Title>
      <iframe
        src={`/embed/einblick/${page.uid}`}
        title={`Vorschau: ${page.title}`}
        style={{ width: '100%', height: 520, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
      />
    </Stack>
  );
}
