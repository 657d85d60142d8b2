import '@testing-library/jest-dom';
import { server } from './msw';
import { agencyHandler } from '../app/agency/agencyFixture';

// Listen before any test module loads: the API client keeps a reference to `fetch` when it is created.
server.listen({ onUnhandledRequest: 'error' });
// Every page may read the agency's details; tests that need other details `server.use` their own.
beforeEach(() => server.use(agencyHandler()));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

// jsdom lacks these; MUI and the pages use them.
window.scrollTo = () => undefined;
if (!('IntersectionObserver' in window)) {
  class ImmediateIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: ImmediateIntersectionObserver });
}
