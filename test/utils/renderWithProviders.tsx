import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AppRouter, createAppMemoryHistory } from '../../src/shared/appRouter';
import { AppProviders } from '../../src/app/AppProviders';
import { makeStore, type RootState } from '../../src/app/store';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** The URL the router starts on. */
  route?: string;
  /** The route pattern the element is mounted on (so `useParams` works), e.g. `/job-detail/:id`. */
  path?: string;
}

/**
 * Renders UI with the real store, theme, dialogs and the app's router over a memory history (`history`:
 * its `location`, and `push` goes through the navigation guards as a link does).
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', path, ...options }: Options = {},
) {
  const store = makeStore(preloadedState);
  const user = userEvent.setup();
  const routed = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<div data-testid="navigated-away" />} />
    </Routes>
  ) : (
    ui
  );
  const history = createAppMemoryHistory([route]);
  const result = render(
    <AppProviders store={store}>
      <AppRouter history={history}>{routed}</AppRouter>
    </AppProviders>,
    options,
  );
  return { store, user, history, ...result };
}
