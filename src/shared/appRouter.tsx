import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  parsePath,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type Path,
  type To,
} from 'react-router-dom';

/*
 * The app's router: react-router's <Router> over a browser history (a memory history in the web tests) whose
 * navigations can be held back by a guard, such as a staff form with unsaved changes. The same router runs
 * on every screen: public pages hydrate under it, the back office renders under it. It replaces the data
 * router that `useBlocker` needs: that router's state machine (loaders, actions, fetchers) served no screen
 * here and cost about 16 KB gz on every public page's first load.
 */

type BaseHistory = ReturnType<typeof createBrowserHistory>;

/** Holds back a navigation that would leave something unsaved until the person chooses. */
export interface NavigationGuard {
  /** True when going from `current` to `next` must be asked about first. */
  blocks: (current: Location, next: Partial<Path>) => boolean;
  /** Asks the person; resolves true to leave, false to stay. */
  confirm: () => Promise<boolean>;
}

/** A history whose push, replace and back/forward ask the registered guards first. */
export interface GuardedHistory extends BaseHistory {
  /** Registers a guard; returns its removal. */
  addGuard: (guard: NavigationGuard) => () => void;
}

const toPath = (to: To): Partial<Path> => (typeof to === 'string' ? parsePath(to) : to);

/**
 * Wraps a history so navigations ask the guards. Links and `navigate()` are held before they happen; the
 * browser's Back and Forward have already moved the address when the history hears of them, so the move is
 * undone at once (the page never changes) and redone if the person chooses to leave.
 */
export function guardHistory(base: BaseHistory): GuardedHistory {
  const guards = new Set<NavigationGuard>();
  // The location the app shows (after a Back that a guard undid, `base.location` is briefly another).
  let shown = base.location;
  // The undo of a held Back or Forward, and the redo once the person chose to leave: not asked about again.
  let passNextPop = false;
  let ignoreNextPop = false;

  const guardFor = (next: Partial<Path>) => [...guards].find((guard) => guard.blocks(shown, next));
  const held = (next: Partial<Path>, go: () => void) => {
    const guard = guardFor(next);
    if (!guard) return go();
    void guard.confirm().then((leave) => {
      if (leave) go();
    });
  };

  return Object.assign(Object.create(base) as BaseHistory, {
    addGuard(guard: NavigationGuard) {
      guards.add(guard);
      return () => {
        guards.delete(guard);
      };
    },
    push(to: To, state?: unknown) {
      held(toPath(to), () => base.push(to, state));
    },
    replace(to: To, state?: unknown) {
      held(toPath(to), () => base.replace(to, state));
    },
    listen(listener: Parameters<BaseHistory['listen']>[0]) {
      return base.listen((update) => {
        if (update.action === 'POP') {
          if (ignoreNextPop) {
            ignoreNextPop = false;
            return;
          }
          const { delta } = update;
          const guard = passNextPop || delta === null ? undefined : guardFor(update.location);
          passNextPop = false;
          if (guard && delta !== null) {
            ignoreNextPop = true;
            base.go(-delta);
            void guard.confirm().then((leave) => {
              if (!leave) return;
              passNextPop = true;
              base.go(delta);
            });
            return;
          }
        }
        shown = update.location;
        listener(update);
      });
    },
  });
}

/** The browser's history, guarded (v5Compat: push and replace are heard too, as <BrowserRouter> does). */
export const createAppHistory = (): GuardedHistory => guardHistory(createBrowserHistory({ v5Compat: true }));

/** A guarded history in memory (the web tests). */
export const createAppMemoryHistory = (initialEntries: string[]): GuardedHistory =>
  guardHistory(createMemoryHistory({ initialEntries, v5Compat: true }));

const GuardContext = createContext<GuardedHistory['addGuard'] | null>(null);

/** <BrowserRouter>, over a guarded history. */
export function AppRouter({
  history,
  basename,
  children,
}: {
  history: GuardedHistory;
  basename?: string;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <GuardContext.Provider value={history.addGuard}>
      <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </GuardContext.Provider>
  );
}

/**
 * Holds back every navigation for which `blocks` says so until `confirm` resolves (true: leave). The latest
 * callbacks are used; the guard lasts while the component is mounted.
 */
export function useNavigationGuard(blocks: NavigationGuard['blocks'], confirm: NavigationGuard['confirm']) {
  const addGuard = useContext(GuardContext);
  if (!addGuard) throw new Error('useNavigationGuard needs the app router (AppRouter).');
  const latest = useRef({ blocks, confirm });
  useLayoutEffect(() => {
    latest.current = { blocks, confirm };
  });
  useEffect(
    () =>
      addGuard({
        blocks: (current, next) => latest.current.blocks(current, next),
        confirm: () => latest.current.confirm(),
      }),
    [addGuard],
  );
}
