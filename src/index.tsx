import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { persistStore } from 'redux-persist';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';

const store = makeStore();
const persistor = persistStore(store);
/*
 * A data router (not <BrowserRouter>) because the staff forms ask before unsaved changes are left behind
 * (`useBlocker`). It costs about 16 KB on first load; the home route stays within its budget (`npm run size`).
 * The routes themselves stay declared as <Routes> in AppRoutes.
 */
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <RouterProvider router={router} />
      </PersistGate>
    </AppProviders>
  </StrictMode>,
);
