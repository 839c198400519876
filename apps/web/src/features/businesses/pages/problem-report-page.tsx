// /betrieb/problem: a business tells the support team what is wrong (category, description, optional screenshot).
// The report lands in the support queue and opens a chat with the support account, where the answer arrives.
import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Container, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TImage } from '@oabat/domain/media';
import {
  PROBLEM_CATEGORIES,
  PROBLEM_CATEGORY_LABELS,
  PROBLEM_TEXT_MAX,
  ZProblemReportInput,
  type ProblemCategory,
  type TProblemReport,
} from '@oabat/domain/problem-reports';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { AppButton } from '../../../components/app-button.tsx';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { reportProblem } from '../api/report-problem.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const OPTIONS = PROBLEM_CATEGORIES.map((c) => ({ value: c, label: PROBLEM_CATEGORY_LABELS[c] }));

export default function ProblemReportPage() {
  usePageTitle('Problem melden');
  const [category, setCategory] = useState<ProblemCategory | null>(null);
  const [text, setText] = useState('');
  const [screenshots, setScreenshots] = useState<TImage[]>([]);
  const [sent, setSent] = useState<TProblemReport | null>(null);
  const form = useFormSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const report = await form.runChecked(ZProblemReportInput, { category, text, image_id: screenshots[0]?.id ?? null }, reportProblem);
    if (report) setSent(report);
  }

  if (sent)
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>Danke für deine Meldung</Title>
          <Alert color="green" title="Meldung gesendet" role="status">
            Unser Support-Team hat deine Meldung erhalten und antwortet dir im Chat.
          </Alert>
          {sent.conversation_id ? (
            <Anchor component={Link} to={`/chat?conversation_id=${sent.conversation_id}`} w="fit-content">
              Zum Chat mit dem Support
            </Anchor>
          ) : null}
        </Stack>
      </Container>
    );

  return (
    <Container size="sm" py="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1}>Problem melden</Title>
          <Text>Etwas funktioniert nicht wie erwartet? Beschreibe kurz, was passiert ist. Unser Support-Team antwortet dir im Chat.</Text>
          <Select
            label="Worum geht es?"
            placeholder="Kategorie wählen"
            data={OPTIONS}
            value={category}
            onChange={(v) => setCategory(v as ProblemCategory | null)}
            error={form.fields.category}
            required
          />
          <Textarea
            label="Beschreibung"
            description="Was wolltest du tun, und was ist stattdessen passiert?"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={form.fields.text}
            autosize
            minRows={5}
            maxLength={PROBLEM_TEXT_MAX}
            required
          />
          <ImageUploader
            label="Screenshot (optional)"
            hint="Ein Bildschirmfoto hilft uns, das Problem schneller zu finden. Nur das Support-Team sieht es."
            images={screenshots}
            onChange={setScreenshots}
            max={1}
            error={form.fields.image_id}
            headingLevel="h2"
            isPublic={false}
          />
          <ErrorNotice error={form.error} />
          <AppButton type="submit" loading={form.pending}>
            Problem senden
          </AppButton>
        </Stack>
      </form>
    </Container>
  );
}
