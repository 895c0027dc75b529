import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../../src/composition.js';
import { parseConfig } from '../../../src/config.js';
import { type Database, openDatabase } from '../../../src/db/connection.js';
import {
  productTaxonomyLeaves,
  taxonomyLeafSource,
  TRADE_WORDS_SOURCE,
} from '../../../src/modules/synonyms/default-lexicon.js';
import { DATABASE_KIND, processDatabaseEnv } from '../../helpers/app.js';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../../../tools/harness/processes.js';

// The real server on a persistent database, the real `npm run synonyms` beside it, and this test
// process as a third process holding its own services (as another API or worker process would):
// what one process changes, another sees on its next query, without a restart.
let database: Awaited<ReturnType<typeof processDatabaseEnv>>;
let port: number;
let server: ReturnType<typeof startScript>;
let other: Database;
let services: Services;
const dir = mkdtempSync(join(tmpdir(), 'synonyms-'));
const env = () => ({ ...database.env, PORT: String(port), LOG_LEVEL: 'warn' });
const synonymsCli = (...args: string[]) => runScript('src/cli/synonyms.ts', args, env());
const listed = async () =>
  JSON.parse((await synonymsCli('list', '--json')).stdout).data as Array<{
    id: number;
    terms: string[];
    source: string;
  }>;
// What is stored, read in this process (each CLI call costs a process start).
const stored = () => services.synonyms.list();
const expandedTerms = async (q: string) =>
  (await services.synonyms.expand(q)).terms.filter((term) => term.expanded).map((term) => term.term);

beforeAll(async () => {
  database = await processDatabaseEnv();
  port = await freePort();
  server = startScript('src/server.ts', env());
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 90_000, `the server\n${server.output()}`);
  other = await openDatabase({
    databaseUrl: database.env.DATABASE_URL,
    dataDir: database.env.DATA_DIR ?? '',
    poolSize: 2,
  });
  services = createServices(parseConfig({ ...env() }), other);
}, 120_000);

afterAll(async () => {
  if (server) await stopProcess(server);
  await database?.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

describe(`synonym groups (${DATABASE_KIND})`, { timeout: 120_000 }, () => {
  it('loads the default English-Indonesian lexicon on first start: every product taxonomy leaf and the trade words, each traceable', async () => {
    const groups = await listed();
    const sources = new Set(groups.map((group) => group.source));
    const missing = productTaxonomyLeaves().filter((leaf) => !sources.has(taxonomyLeafSource(leaf.slug)));
    expect(missing.map((leaf) => leaf.name)).toEqual([]);
    expect(groups.filter((group) => group.source === TRADE_WORDS_SOURCE).length).toBeGreaterThan(100);
    expect(groups.find((group) => group.source === taxonomyLeafSource('necklaces'))?.terms).toEqual([
      'necklaces',
      'kalung',
    ]);
    expect(await expandedTerms('sampo')).toContain('shampoo');
    expect(await expandedTerms('Dining Chair')).toContain('kursi');
  });

  it('applies a group added by the command to the next expansion in another process, and forgets it when removed', async () => {
    expect(await expandedTerms('kendi')).toEqual([]);
    const added = await synonymsCli('add', 'Kendi, earthen jug, terracotta jug', '--json');
    expect(added.code, added.stderr).toBe(0);
    const group = JSON.parse(added.stdout);
    expect(group).toMatchObject({ terms: ['kendi', 'earthen jug', 'terracotta jug'], source: 'operator' });
    expect(await expandedTerms('kendi bali')).toEqual(['earthen jug', 'terracotta jug']);
    expect(await expandedTerms('TERRACOTTA jug')).toEqual(['kendi', 'earthen jug']);

    const removed = await synonymsCli('remove', String(group.id));
    expect(removed.code, removed.stderr).toBe(0);
    expect(await expandedTerms('kendi')).toEqual([]);
  });

  it('applies a group added by the command to the next search in the running API process, and stops when it is removed', async () => {
    const issued = await runScript(
      'src/cli/keys.ts',
      [
        'create',
        '--partner',
        'Synonym Co',
        '--name',
        'synonyms',
        '--scopes',
        'businesses.write,products.write,search',
        '--json',
      ],
      env(),
    );
    expect(issued.code, issued.stderr).toBe(0);
    const { key } = JSON.parse(issued.stdout) as { key: string };
    const api = async (path: string, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, path).toBe(body ? 201 : 200);
      return (await res.json()) as { data: { id: string } } & { products: { data: Array<{ name: string }> } };
    };
    const business = await api('/v1/businesses', { name: 'Gudang Keramik', description_en: 'Ceramics warehouse' });
    await api('/v1/products', {
      business_id: business.data.id,
      name: 'Glazed Earthenware Vase',
      description: 'Hand thrown vase',
    });
    const found = async (q: string) =>
      (await api(`/v1/search?type=product&q=${q}`)).products.data.map((hit) => hit.name);

    expect(await found('tembikar')).toEqual([]);
    const added = await synonymsCli('add', 'tembikar, earthenware', '--json');
    expect(added.code, added.stderr).toBe(0);
    expect(await found('tembikar')).toEqual(['Glazed Earthenware Vase']);
    expect((await synonymsCli('remove', String(JSON.parse(added.stdout).id))).code).toBe(0);
    expect(await found('tembikar')).toEqual([]);
  });

  it.each([
    [['add', 'lonely'], 1, 'terms: a group needs at least two different terms'],
    [['add', 'a b c d e f, x'], 1, 'terms: term "a b c d e f" has more than 5 words'],
    [['remove', '999999'], 1, 'Synonym group 999999 not found'],
    [['remove', 'abc'], 2, 'remove needs the group id'],
    [['add'], 2, 'add takes exactly one argument'],
  ])('refuses %j (exit %i) and changes nothing', async (args, code, message) => {
    const before = await stored();
    const result = await synonymsCli(...args);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it('imports a file of groups; a file with a bad line names it and stores nothing; --replace leaves only the file', async () => {
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, '# comment\nlurik, striped handwoven cloth\nsolo\n');
    const refused = await synonymsCli('import', bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('bad.txt: line 3: a group needs at least two different terms');
    expect(await expandedTerms('lurik')).toEqual([]);

    const good = join(dir, 'good.txt');
    writeFileSync(good, '# ours\nlurik, striped handwoven cloth\n\nsasirangan, gold thread brocade\n');
    const imported = await synonymsCli('import', good);
    expect(imported.code, imported.stderr).toBe(0);
    expect(await expandedTerms('lurik')).toEqual(['striped handwoven cloth']);
    const groups = await stored();
    expect(groups.find((group) => group.terms.includes('sasirangan'))?.source).toBe('import good.txt line 4');

    const replaced = await synonymsCli('import', good, '--replace');
    expect(replaced.code, replaced.stderr).toBe(0);
    expect((await stored()).map((group) => group.terms[0])).toEqual(['lurik', 'sasirangan']);
    expect(await expandedTerms('kalung')).toEqual([]);
  });

  it('does not load the defaults again on a restart once they were loaded', async () => {
    // this process's connections end with the embedded host: close them first
    await other.close();
    await stopProcess(server);
    server = startScript('src/server.ts', env());
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 90_000, `the server\n${server.output()}`);
    expect((await listed()).map((group) => group.terms[0])).toEqual(['lurik', 'sasirangan']);
  });
});
