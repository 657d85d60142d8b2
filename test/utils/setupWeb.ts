import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './msw';
import { fakeApi } from './fakeApi';

// Deferred parts (lazy chunks) and the fake API's answers can take longer than Testing Library's default 1 s
// on a busy CI machine; a `findBy`/`waitFor` waits up to 5 s before it fails.
configure({ asyncUtilTimeout: 5000 });
// And room for several such waits in one test (a file may set its own).
jest.setTimeout(20_000);

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
