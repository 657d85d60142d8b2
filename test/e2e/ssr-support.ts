import { expect, type APIRequestContext, type Page } from '@playwright/test';

/* Helpers of the server-rendering and language specs. */

interface Record {
  id: number;
  title: string;
}

export async function firstRecord(request: APIRequestContext, url: string): Promise<Record> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  // Seeded records only: other specs create (and translate, fill or delete) records titled "E2E …".
  const records = ((await response.json()) as { data: Record[] }).data.filter(
    (record) => !record.title.startsWith('E2E '),
  );
  expect(records.length).toBeGreaterThan(0);
  return records[0];
}

/** Console errors and warnings, and the API calls (other than files) the page makes. */
export function watch(page: Page) {
  const messages: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/files/')) apiCalls.push(pathname);
  });
  return { messages, apiCalls };
}

/** Remembers the server's first heading before any script runs (the document is parsed, scripts wait). */
export async function rememberServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverHeading: Element | null }).serverHeading =
          document.querySelector('#root h1');
    });
  });
}
