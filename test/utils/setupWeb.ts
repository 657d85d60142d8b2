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

// jsdom computes a style by matching every rule of every style sheet against the element, each time it is
// asked; Testing Library's role queries and accessible names, and user-event's pointer-events check, ask
// for the same elements again and again (an element and all its ancestors, per query). With MUI's
// hundreds of rules that was half of the web tests' time (a CPU profile of ApplicationPipeline.test.tsx:
// 32 s of 56). An answer is kept until something could change it: any change to the document (nodes,
// attributes, `style`, text of style sheets: a MutationObserver's records, taken synchronously before each
// answer), focus moving, or a form control's state (:focus and :checked rules follow no attribute).
// emotion writes its rules as text into <style> elements outside production (no insertRule), so new rules
// are document changes too.
{
  const computeStyle = window.getComputedStyle.bind(window);
  let answers = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();
  const forget = () => {
    answers = new WeakMap();
  };
  const changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const event of ['focusin', 'focusout', 'input', 'change'])
    document.addEventListener(event, forget, { capture: true });
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (changes.takeRecords().length > 0) forget();
    let forElement = answers.get(element);
    if (!forElement) {
      forElement = new Map();
      answers.set(element, forElement);
    }
    const key = pseudoElement ?? '';
    let answer = forElement.get(key);
    if (!answer) {
      answer = computeStyle(element, pseudoElement);
      forElement.set(key, answer);
    }
    return answer;
  };
}

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
