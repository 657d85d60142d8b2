import { createTheme } from '@mui/material/styles';

/** Brand colours: a deep saffron-to-navy palette that reads well on small screens and passes contrast checks. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d91', dark: '#072a66', light: '#3d63b3', contrastText: '#ffffff' },
    secondary: { main: '#b34700', dark: '#7f3300', light: '#e06a1b', contrastText: '#ffffff' },
    background: { default: '#f7f8fb', paper: '#ffffff' },
    text: { primary: '#1b1f29', secondary: '#4a5163' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // Gujarati and Devanagari text falls through the Latin fonts to the self-hosted script fonts
    // (src/i18n/fonts.ts), which the Gujarati and Hindi pages load.
    fontFamily:
      '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Gujarati", "Noto Sans Devanagari", "Noto Sans", sans-serif',
    h1: { fontSize: '2.4rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.9rem', fontWeight: 700 },
    h3: { fontSize: '1.5rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: {
      styleOverrides: {
        root: {
          // MUI's base styles remove the browser's outline; keyboard focus is shown here, the same on every
          // button, hydrated (MUI's class `Mui-focusVisible`) or not yet (a frozen part of the page, or any
          // before the page's code has run): rings of navy, white and navy around it, seen on light and dark
          // backgrounds and around light and dark buttons alike. (The class is doubled to outweigh the
          // buttons' own focus styles, which take the shadow away from a flat button.)
          '&:focus-visible:not(.Mui-focusVisible), &.Mui-focusVisible.Mui-focusVisible': {
            outline: '3px solid #ffffff',
            outlineOffset: '2px',
            boxShadow: '0 0 0 7px #0b3d91',
          },
          // No pulsing focus ripple: MUI's pulses forever while a button has keyboard focus, which a dialog's
          // first button has from the moment it opens, repainting the screen every frame (measured in
          // Chromium: a third of a core for as long as the scam notice stays open, where the page otherwise
          // idles at a twentieth). The rings above show the focus instead, still; a tap's ripple stays. One
          // rule here covers every button-like component (Button, IconButton, Tab, Checkbox, Switch, ...).
          '& .MuiTouchRipple-ripplePulsate': { display: 'none' },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
