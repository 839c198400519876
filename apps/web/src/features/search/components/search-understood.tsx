// What the search made of the words (issue #33): a corrected typo ("Meintest du Mechatroniker?"), the occupations
// behind an interest or another name, and, for no results, related occupations with jobs here and a wider radius.
// Never a dead end.
import { Link } from 'react-router';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { TSearchResponse } from '@oabat/domain/search-results';

type Understood = NonNullable<TSearchResponse['filters']['understood']>;

/** "A, B, C und 2 weitere". */
export function occupationList(names: string[], shown = 4) {
  const head = names.slice(0, shown).join(', ');
  return names.length > shown ? `${head} und ${names.length - shown} weitere` : head;
}

const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function SearchUnderstood({
  understood,
  total,
  hrefFor,
  radius,
}: {
  understood: Understood | null | undefined;
  total: number;
  /** The same search with another term or radius. */
  hrefFor: (q: { term?: string; radius?: number }) => string;
  radius: number;
}) {
  const wider = radius < 100 ? Math.min(100, radius * 2) : null;
  if (!understood && total > 0) return null;
  return (
    <Stack gap={4} data-testid="search-understood">
      {understood?.corrections.map((c) => (
        <Text key={c.from}>
          Meintest du{' '}
          <Anchor component={Link} to={hrefFor({ term: capitalised(c.to) })} fw={700}>
            {capitalised(c.to)}
          </Anchor>
          ? Wir zeigen dir Treffer dafür.
        </Text>
      ))}
      {understood?.interests.map((i) => (
        <Text key={i.label}>
          Wir zeigen dir Berufe rund um {i.label}: {occupationList(i.occupations)}.
        </Text>
      ))}
      {understood?.synonyms
        .filter((s) => s.occupations.length)
        .map((s) => (
          <Text key={s.word}>
            „{s.word}“ heißt als Ausbildung: {occupationList(s.occupations)}.
          </Text>
        ))}
      {total === 0 && understood?.related?.length ? (
        <Text>
          Verwandte Berufe mit Stellen hier:{' '}
          {understood.related.map((r, i) => (
            <span key={r.name}>
              {i ? ', ' : ''}
              <Anchor component={Link} to={hrefFor({ term: r.name })}>
                {r.name}
              </Anchor>{' '}
              ({r.count} {r.count === 1 ? 'Stelle' : 'Stellen'})
            </span>
          ))}
        </Text>
      ) : null}
      {total === 0 && wider ? (
        <Button component={Link} to={hrefFor({ radius: wider })} variant="light" w="fit-content">
          Im Umkreis von {wider} km suchen
        </Button>
      ) : null}
    </Stack>
  );
}
