// Mantine theme. Mantine's default blue and dimmed grey fail axe's colour-contrast rule on white, so the
// primary colour is a darker blue and the grey used for dimmed text is darker too.
import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { BREAKPOINTS } from '@oabat/domain/constants';

const oabat: MantineColorsTuple = ['#e7f1fb', '#cfe2f6', '#a0c4ec', '#6ea4e2', '#4489d9', '#2a78d4', '#1a6bc4', '#0b5fa5', '#0a5290', '#06457b'];
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#5f6670', '#495057', '#343a40', '#212529'];
const red: MantineColorsTuple = ['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#e03131', '#c92a2a', '#b02525', '#9c1f1f', '#861a1a'];
const green: MantineColorsTuple = ['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#2f9e44', '#2b8a3e', '#237032', '#1d5e2a', '#174d22'];

export const theme = createTheme({
  primaryColor: 'oabat',
  primaryShade: 7,
  colors: { oabat, gray, red, green },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '36em', sm: '48em', md: `${BREAKPOINTS.md / 16}em`, lg: `${BREAKPOINTS.lg / 16}em`, xl: '88em' },
  defaultRadius: 'md',
  components: {
    // Mantine's built-in labels are English; every visible or spoken text here is German.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Passwort anzeigen oder verbergen' } } },
  },
});
