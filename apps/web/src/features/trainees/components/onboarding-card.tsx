// Onboarding for trainees without business, school or region (spec 02 §3/§4): first the place
// (coordinates through the postal code) and the job type (default apprenticeship), then the interests.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { CRAFTS, JOB_TYPE } from '@oabat/domain/constants';
import { CRAFT_LABELS, type TTrainee } from '@oabat/domain/trainees';
import { ApiError } from '../../../lib/api.ts';
import { traineeKey } from '../api/get-trainee.ts';
import { placeByZip } from '../api/lookups.ts';
import { saveInterest, updateTrainee } from '../api/update-trainee.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ErrorNotice } from '../../../components/error-notice.tsx';

export function OnboardingCard({ trainee }: { trainee: TTrainee }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [zip, setZip] = useState(trainee.primary_address.postal_code ?? '');
  const [jobType, setJobType] = useState(String(JOB_TYPE.apprenticeship));
  const [place, setPlace] = useState<{ latitude: number; longitude: number; name: string } | null>(null);
  const [crafts, setCrafts] = useState<string[]>(trainee.crafts);
  const { run, pending, error, fields } = useFormSubmit();

  async function next(e: FormEvent) {
    e.preventDefault();
    const found = await run(() =>
      placeByZip(zip.trim()).catch(() => {
        throw new ApiError(422, 'Diese Postleitzahl kennen wir nicht.', { zip: ['Bitte gib eine gültige Postleitzahl ein.'] });
      }),
    );
    if (found) {
      setPlace(found);
      setStep(2);
    }
  }
  async function finish(e: FormEvent) {
    e.preventDefault();
    const done = await run(async () => {
      const chosen = crafts as (typeof CRAFTS)[number][];
      const withInterest = await saveInterest(trainee, { latitude: place!.latitude, longitude: place!.longitude, job_type: Number(jobType), crafts: chosen });
      return updateTrainee(withInterest.id, { crafts: chosen, onboarding_completed: true });
    });
    if (done) queryClient.setQueryData(traineeKey(trainee.id), done);
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="onboarding-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="onboarding-title">
          Willkommen! Schritt {step} von 2
        </Title>
        <ErrorNotice error={error} title="Fehler" />
        {step === 1 ? (
          <form onSubmit={next} noValidate>
            <Stack gap="sm">
              <TextInput
                label="Wo suchst du? Postleitzahl"
                inputMode="numeric"
                value={zip}
                onChange={(e) => setZip(e.currentTarget.value)}
                error={fields.zip}
              />
              <div>
                <Text size="sm" fw={500} id="job-type-label">
                  Was suchst du?
                </Text>
                <SegmentedControl
                  value={jobType}
                  onChange={setJobType}
                  aria-labelledby="job-type-label"
                  data={[
                    { value: '1', label: 'Ausbildung' },
                    { value: '2', label: 'Praktikum' },
                    { value: '3', label: 'Job' },
                  ]}
                />
              </div>
              <Button type="submit" loading={pending} w="fit-content">
                Weiter
              </Button>
            </Stack>
          </form>
        ) : (
          <form onSubmit={finish} noValidate>
            <Stack gap="sm">
              <Text>Du suchst in der Nähe von {place?.name}.</Text>
              <Checkbox.Group label="Was interessiert dich?" value={crafts} onChange={setCrafts} error={fields.crafts}>
                <Group mt="xs">
                  {CRAFTS.map((c) => (
                    <Checkbox key={c} value={c} label={CRAFT_LABELS[c]} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Group>
                <Button variant="default" onClick={() => setStep(1)}>
                  Zurück
                </Button>
                <Button type="submit" loading={pending}>
                  Fertig
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
