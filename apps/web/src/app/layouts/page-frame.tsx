// The frame most layouts share: header, the main landmark (target of the skip link), footer and the
// platform survey for logged-in users.
import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { AppHeader } from '../navigation/app-header.tsx';
import { AppFooter } from '../navigation/app-footer.tsx';
import { SurveyCard } from '../../components/survey-card.tsx';

export function PageFrame({ children, footer = true, background }: { children: ReactNode; footer?: boolean; background?: string }) {
  return (
    <Box mih="100dvh" bg={background} style={{ display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      {footer ? <AppFooter /> : null}
      <SurveyCard
        name="platform-feedback-2026"
        question="Wie gefällt dir Oabat? Sag uns in zwei Minuten, was wir besser machen können."
        answerPath="/kontakt?context=umfrage"
      />
    </Box>
  );
}
