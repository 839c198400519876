// The phone menu: a drawer with the same entries as the header.
import type { ReactNode } from 'react';
import { Drawer, Stack } from '@mantine/core';

export default function MobileMenu({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Drawer opened onClose={onClose} title="Menü" hiddenFrom="md" position="right" size="80%" closeButtonProps={{ 'aria-label': 'Menü schließen' }}>
      <Stack component="nav" aria-label="Hauptmenü mobil" gap={2}>
        {children}
      </Stack>
    </Drawer>
  );
}
