import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { makeStore, type RootState } from '../../src/app/store';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** The URL the router starts on. */
  route?: string;
  /** The route pattern the element is mounted on (so `useParams` works), e.g. `/job-detail/:id`. */
  path?: string;
}

/** Renders UI with the real store, theme, dialogs and a memory data router, as the app does. */
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
  // A data router, as the app uses (the forms' unsaved-changes guard needs one).
  const router = createMemoryRouter([{ path: '*', element: routed }], { initialEntries: [route] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { store, user, router, ...result };
}
