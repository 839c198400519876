// "Lade …" while the data of a page or a part of it loads: one wording and one live region everywhere, so a
// screen reader announces it as a status (the whole-page wait before the app runs is app/pages/page-loading.tsx).
import { Text, type TextProps } from '@mantine/core';

/** `what` names what loads, in the accusative: "Stellen" gives "Lade Stellen …". */
export function Loading({ what, ...props }: { what?: string } & TextProps) {
  return (
    <Text role="status" {...props}>
      {what ? `Lade ${what} …` : 'Lade …'}
    </Text>
  );
}
