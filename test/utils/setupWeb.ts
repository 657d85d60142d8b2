import '@testing-library/jest-dom';
import { server } from './msw';

// Listen before any test module loads: the API client keeps a reference to `fetch` when it is created.
server.listen({ onUnhandledRequest: 'error' });
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
