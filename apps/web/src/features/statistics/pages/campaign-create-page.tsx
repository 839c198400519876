// /admin/kampagne/erstellen/{templateId?} and /admin/kampagne/bewerben/{mediaId?}: a campaign from a
// template with its UTM values and the link builder (the link updates while typing and can be copied).
// Promoting a medium is the "medien" template with the medium's id in the link (?media= opens it).
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, Code, Container, CopyButton, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CAMPAIGN_TEMPLATE_IDS, CAMPAIGN_TEMPLATES, ZCampaignInput, campaignLink, type CampaignTemplate } from '@oabat/domain/statistics';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { campaignsKey, createCampaign } from '../api/statistics.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

const isTemplate = (t: string | undefined): t is CampaignTemplate => !!t && (CAMPAIGN_TEMPLATE_IDS as string[]).includes(t);
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

export default function CampaignCreatePage() {
  const params = useParams<{ templateId?: string; mediaId?: string }>();
  const { pathname } = useLocation();
  const promote = params.mediaId !== undefined || pathname.startsWith('/admin/kampagne/bewerben');
  const initial: CampaignTemplate = promote ? 'medien' : isTemplate(params.templateId) ? params.templateId : 'instagram';
  usePageTitle(promote ? 'Medium bewerben' : 'Kampagne erstellen');
  const navigate = useNavigate();
  const client = useQueryClient();
  const submit = useFormSubmit();
  const t = CAMPAIGN_TEMPLATES[initial];
  const [form, setForm] = useState({
    name: '',
    template: initial as string,
    utm_id: '',
    utm_source: t.utm_source as string,
    utm_medium: t.utm_medium as string,
    target_path: t.target_path as string,
    media_id: Number(params.mediaId) > 0 ? Number(params.mediaId) : null,
  });
  const [idTouched, setIdTouched] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const chooseTemplate = (id: string) => {
    if (!isTemplate(id)) return;
    const x = CAMPAIGN_TEMPLATES[id];
    set({ template: id, utm_source: x.utm_source, utm_medium: x.utm_medium, target_path: x.target_path });
  };
  const link = (() => {
    try {
      return campaignLink(window.location.origin, { ...form, utm_id: form.utm_id || 'kampagnen-id' });
    } catch {
      return '';
    }
  })();

  const save = () =>
    submit.runChecked(ZCampaignInput, form, async (valid) => {
      await createCampaign(valid);
      await client.invalidateQueries({ queryKey: campaignsKey });
      void navigate('/admin/kampagne');
    });

  return (
    <Container size="md" py="md">
      <Stack gap="md" component="form" onSubmit={(e) => (e.preventDefault(), void save())}>
        <Title order={1}>{promote ? 'Medium bewerben' : 'Kampagne erstellen'}</Title>
        <ErrorNotice error={submit.error} />
        <NativeSelect
          label="Vorlage"
          value={form.template}
          onChange={(e) => chooseTemplate(e.currentTarget.value)}
          data={CAMPAIGN_TEMPLATE_IDS.map((id) => ({ value: id, label: CAMPAIGN_TEMPLATES[id].label }))}
          error={submit.fields.template}
        />
        <TextInput
          label="Name"
          required
          value={form.name}
          maxLength={120}
          onChange={(e) => {
            const name = e.currentTarget.value;
            set(idTouched ? { name } : { name, utm_id: slug(name) });
          }}
          error={submit.fields.name}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Kampagnen-ID (utm_id)"
            required
            value={form.utm_id}
            maxLength={60}
            onChange={(e) => {
              setIdTouched(true);
              set({ utm_id: e.currentTarget.value });
            }}
            error={submit.fields.utm_id}
          />
          <TextInput
            label="Quelle (utm_source)"
            required
            value={form.utm_source}
            maxLength={60}
            onChange={(e) => set({ utm_source: e.currentTarget.value })}
            error={submit.fields.utm_source}
          />
          <TextInput
            label="Medium (utm_medium)"
            required
            value={form.utm_medium}
            maxLength={60}
            onChange={(e) => set({ utm_medium: e.currentTarget.value })}
            error={submit.fields.utm_medium}
          />
        </SimpleGrid>
        <TextInput
          label="Zielseite"
          description="Ein Pfad dieser Plattform, z. B. /ausbildung"
          value={form.target_path}
          maxLength={300}
          onChange={(e) => set({ target_path: e.currentTarget.value })}
          error={submit.fields.target_path}
        />
        {form.template === 'medien' ? (
          <NumberInput
            label="Medium (ID)"
            description="Das Medium öffnet sich auf der Zielseite."
            min={1}
            allowDecimal={false}
            value={form.media_id ?? ''}
            onChange={(v) => set({ media_id: typeof v === 'number' && v > 0 ? v : null })}
            error={submit.fields.media_id}
          />
        ) : null}
        <Stack gap={4}>
          <Text fw={500} id="campaign-link-label">
            Kampagnen-Link
          </Text>
          <Code block aria-labelledby="campaign-link-label" data-testid="campaign-link" style={{ wordBreak: 'break-all' }}>
            {link}
          </Code>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} w="fit-content">
                {copied ? 'Kopiert' : 'Link kopieren'}
              </Button>
            )}
          </CopyButton>
        </Stack>
        <Group>
          <Button type="submit" loading={submit.pending}>
            Kampagne anlegen
          </Button>
          <Anchor component={Link} to="/admin/kampagne">
            Abbrechen
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
