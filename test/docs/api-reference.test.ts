import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/harness/processes.js';

// The API reference `npm run docs:build` writes, read in a real headless browser (Chromium from
// Debian's packages, driven by playwright-core): each page renders every operation of its OpenAPI
// document with its summary, logs no error and asks the network for nothing (it is read offline).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { html: 'docs/site/api.html', document: 'docs/openapi.json', title: 'Directory Service API reference' },
  {
    html: 'docs/site/agent-api.html',
    document: 'docs/agent-openapi.json',
    title: 'Directory Service agent gateway reference',
  },
];

interface Operation {
  operationId: string;
  summary: string;
}

const operationsOf = (document: string): Operation[] => {
  const parsed = JSON.parse(readFileSync(join(ROOT, document), 'utf8')) as {
    paths: Record<string, Record<string, Partial<Operation>>>;
  };
  return Object.values(parsed.paths).flatMap((item) =>
    Object.values(item).filter((operation): operation is Operation => Boolean(operation?.operationId)),
  );
};

let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  execFileSync('bash', [join(ROOT, 'tools/docs/build.sh')], { cwd: ROOT, stdio: 'pipe' });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

/** A page that fails every request leaving the file system, recording them, and its errors. */
async function open(html: string): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const requests: string[] = [];
  const errors: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    requests.push(url);
    return route.abort();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(pathToFileURL(join(ROOT, html)).href, { waitUntil: 'load' });
  return { page, requests, errors };
}

describe.each(PAGES)('$html', ({ html, document, title }) => {
  it('every operation renders with its summary; no error logged, nothing fetched from the network', async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(0);
    const { page, requests, errors } = await open(html);
    try {
      expect(await page.title()).toBe(title);
      const url = pathToFileURL(join(ROOT, html)).href;
      const missing: string[] = [];
      for (const operation of operations) {
        expect(operation.summary, `${operation.operationId} has a summary`).toBeTruthy();
        await page.goto(`${url}#operation/${operation.operationId}`);
        const shown = await page
          .getByText(operation.summary, { exact: true })
          .first()
          .waitFor({ state: 'visible', timeout: 10_000 })
          .then(
            () => true,
            () => false,
          );
        if (!shown) missing.push(operation.operationId);
      }
      expect(missing).toEqual([]);
      expect(requests).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);
});
