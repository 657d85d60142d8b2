import { DEFAULT_LOCALE, LocaleProvider, type Locale } from '../i18n';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DialogProvider } from '../components/dialogs/DialogProvider';
import { theme } from './theme';
import type { AppStore } from './store';

/** The providers every screen needs; the entry point and the tests both use this. */
export function AppProviders({
  store,
  locale = DEFAULT_LOCALE,
  children,
}: {
  store: AppStore;
  /** The public page's language (English for the back office and tests). */
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    <LocaleProvider locale={locale}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <DialogProvider>{children}</DialogProvider>
        </ThemeProvider>
      </Provider>
    </LocaleProvider>
  );
}
