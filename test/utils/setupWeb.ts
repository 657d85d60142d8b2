import '@testing-library/jest-dom';
import { server } from './msw';
import { fakeApi } from './fakeApi';

// Listen before any test module loads: the API client keeps a reference to `fetch` when it is created.
server.listen({ onUnhandledRequest: 'error' });
// Every test starts with an empty fake API (the test agency, no session); tests seed what they need.
beforeEach(() => fakeApi.reset());
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  // A request or an answer off the contract fails the test that caused it.
  fakeApi.assertNoViolations();
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
