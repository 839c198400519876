// /i/profile/editieren: every trainee field of spec 02 §3, the profile picture and the search place.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Autocomplete, Avatar, Button, Checkbox, Container, Group, Paper, Progress, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { CRAFTS, GRADUATIONS } from '@oabat/domain/constants';
import { CRAFT_LABELS, GRADUATION_LABELS, TRAINEE_GENDERS, type TTrainee } from '@oabat/domain/trainees';
import { ApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';
import { imageUrl } from '../../../lib/image.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { traineeKey, useTrainee } from '../api/get-trainee.ts';
import { createSchoolBase, findSchoolBases, placeByZip } from '../api/lookups.ts';
import { saveInterest, updateTrainee } from '../api/update-trainee.ts';
import { uploadProfilePicture } from '../api/upload-profile-picture.ts';
import { TraineeCompleteness } from '../components/trainee-completeness.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { Loading } from '../../../components/loading.tsx';
import { ErrorNotice } from '../../../components/error-notice.tsx';

function EditForm({ trainee }: { trainee: TTrainee }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState({
    gender: trainee.gender,
    firstname: trainee.firstname,
    lastname: trainee.lastname,
    birthdate: trainee.birthdate ?? '',
    postal_code: trainee.primary_address.postal_code ?? '',
    school: trainee.school_base?.name ?? '',
    highest_graduation: trainee.highest_graduation,
    crafts: trainee.crafts,
    interest_zip: '',
    radius: String(trainee.interest?.radius ?? 30),
  });
  const [schools, setSchools] = useState<{ id: number; name: string }[]>(trainee.school_base ? [trainee.school_base] : []);
  const [progress, setProgress] = useState<number | null>(null);
  const [picture, setPicture] = useState(trainee.profile_picture);
  const { run, pending, error, fields, setError } = useFormSubmit();

  async function searchSchools(name: string) {
    setForm((f) => ({ ...f, school: name }));
    if (name.trim().length >= 3) setSchools(await findSchoolBases(name.trim()).catch(() => []));
  }
  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const next = await uploadProfilePicture(trainee.id, file, (f) => setProgress(Math.round(f * 100)));
      setPicture(next.profile_picture);
      queryClient.setQueryData(traineeKey(trainee.id), next);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Das Bild konnte nicht hochgeladen werden.');
    } finally {
      setProgress(null);
    }
  }
  async function submit(e: FormEvent) {
    e.preventDefault();
    const saved = await run(async () => {
      let schoolBaseId: number | null = null;
      if (form.school.trim()) {
        schoolBaseId = schools.find((s) => s.name === form.school.trim())?.id ?? (await createSchoolBase(form.school.trim(), form.postal_code)).id;
      }
      let next = await updateTrainee(trainee.id, {
        gender: form.gender as (typeof TRAINEE_GENDERS)[number] | null,
        firstname: form.firstname,
        lastname: form.lastname,
        birthdate: form.birthdate || null,
        postal_code: form.postal_code || null,
        school_base_id: schoolBaseId,
        highest_graduation: form.highest_graduation as (typeof GRADUATIONS)[number] | null,
        crafts: form.crafts as (typeof CRAFTS)[number][],
      });
      const zip = form.interest_zip.trim() || (!next.interest ? form.postal_code : '');
      if (zip) {
        const place = await placeByZip(zip).catch(() => {
          throw new ApiError(422, 'Diese Postleitzahl für den Suchort kennen wir nicht.', { interest_zip: ['Diese Postleitzahl kennen wir nicht.'] });
        });
        next = await saveInterest(next, {
          latitude: place.latitude,
          longitude: place.longitude,
          radius: Number(form.radius),
          crafts: form.crafts as (typeof CRAFTS)[number][],
        });
      } else if (next.interest && Number(form.radius) !== next.interest.radius) {
        next = await saveInterest(next, {
          latitude: next.interest.latitude,
          longitude: next.interest.longitude,
          radius: Number(form.radius),
          crafts: form.crafts as (typeof CRAFTS)[number][],
        });
      }
      return next;
    });
    if (saved) {
      queryClient.setQueryData(traineeKey(trainee.id), saved);
      navigate('/i/profile');
    }
  }
  const set = (k: keyof typeof form) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [k]: e.currentTarget.value });
  const name = `${trainee.firstname} ${trainee.lastname}`;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorNotice error={error} title="Fehler" />
        <Group>
          <Avatar src={imageUrl(picture, 1)} alt={picture ? `Profilbild von ${name}` : 'Kein Profilbild'} size={80} radius="xl" />
          <Stack gap={4}>
            <Button component="label" htmlFor="avatar-input" variant="light" disabled={progress !== null}>
              Profilbild hochladen
            </Button>
            <input
              id="avatar-input"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-label="Profilbild hochladen"
              onChange={pick}
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            />
            {progress !== null ? <Progress value={progress} aria-label={`Profilbild wird hochgeladen: ${progress} %`} w={160} /> : null}
          </Stack>
        </Group>
        <Select
          label="Anrede"
          data={[...TRAINEE_GENDERS]}
          value={form.gender}
          onChange={(v) => setForm({ ...form, gender: v })}
          error={fields.gender}
          clearable
        />
        <Group grow align="flex-start">
          <TextInput label="Vorname" value={form.firstname} onChange={set('firstname')} error={fields.firstname} />
          <TextInput label="Nachname" value={form.lastname} onChange={set('lastname')} error={fields.lastname} />
        </Group>
        <TextInput label="Geburtsdatum" type="date" value={form.birthdate} onChange={set('birthdate')} error={fields.birthdate} />
        <TextInput label="Postleitzahl deines Wohnorts" inputMode="numeric" value={form.postal_code} onChange={set('postal_code')} error={fields.postal_code} />
        <Autocomplete
          label="Deine Schule"
          value={form.school}
          onChange={searchSchools}
          data={schools.map((s) => s.name)}
          error={fields.school_base_id || fields.name}
        />
        <Select
          label="Höchster Schulabschluss"
          data={GRADUATIONS.map((g) => ({ value: g, label: GRADUATION_LABELS[g] }))}
          value={form.highest_graduation}
          onChange={(v) => setForm({ ...form, highest_graduation: v })}
          error={fields.highest_graduation}
          clearable
        />
        <Checkbox.Group label="Welche Bereiche interessieren dich?" value={form.crafts} onChange={(v) => setForm({ ...form, crafts: v })} error={fields.crafts}>
          <Group mt="xs">
            {CRAFTS.map((c) => (
              <Checkbox key={c} value={c} label={CRAFT_LABELS[c]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group grow align="flex-start">
          <TextInput
            label="Wo suchst du? (Postleitzahl)"
            description={trainee.interest ? `Bisher: ${trainee.interest.city ?? 'gespeichert'}` : 'Leer lassen für deinen Wohnort'}
            inputMode="numeric"
            value={form.interest_zip}
            onChange={set('interest_zip')}
            error={fields.interest_zip}
          />
          <Select
            label="Umkreis"
            data={['10', '20', '30', '50', '100'].map((r) => ({ value: r, label: `${r} km` }))}
            value={form.radius}
            allowDeselect={false}
            onChange={(v) => setForm({ ...form, radius: v ?? '30' })}
          />
        </Group>
        <Group>
          <Button type="submit" loading={pending}>
            Speichern
          </Button>
          <Button component={Link} to="/i/profile" variant="default">
            Abbrechen
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function TraineeEditPage() {
  const { user } = useAuth();
  const { data: trainee, error } = useTrainee(user?.trainee?.id);
  usePageTitle('Profil bearbeiten');
  if (!user?.trainee)
    return (
      <Container py="xl">
        <Title order={1}>Profil bearbeiten</Title>
        <Text mt="sm">Ein Profil haben nur Azubis und Schülerinnen und Schüler.</Text>
      </Container>
    );
  if (!trainee) return <Container py="xl">{error ? <ErrorNotice error={error} /> : <Loading what="Profil" />}</Container>;
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1}>Profil bearbeiten</Title>
        {trainee.completeness ? (
          <Paper withBorder radius="md" p="md">
            <TraineeCompleteness completeness={trainee.completeness} />
          </Paper>
        ) : null}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <EditForm trainee={trainee} />
        </Paper>
      </Stack>
    </Container>
  );
}
