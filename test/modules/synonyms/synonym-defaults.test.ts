import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../src/composition.js';
import { defaultSynonymGroups, withdrawnSynonymGroups } from '../../../src/modules/synonyms/default-lexicon.js';
import { defaultGroupKey } from '../../../src/modules/synonyms/synonyms.service.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';

// The default lexicon is offered at every start (migrations/0020): a group this database was
// never offered is added (a later release's new words reach an existing database), one offered
// before is not again (an operator's removal stands), and a group whose terms are already there
// in any order is not duplicated. A "start" here is prepareDatabase, as the API and workers run it.
let t: TestApp;
const sql = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
const defaults = defaultSynonymGroups();
const start = () => prepareDatabase(t.database);

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Every group's key, with how many groups hold it. */
async function groupKeys(): Promise<Map<string, number>> {
  const keys = new Map<string, number>();
  for (const row of (await sql('SELECT terms FROM synonym_groups')).rows) {
    const key = defaultGroupKey(row.terms);
    keys.set(key, (keys.get(key) ?? 0) + 1);
  }
  return keys;
}

/** Makes the database look as if a release without `groups` had made it: neither offered nor held. */
async function neverOffered(groups: typeof defaults): Promise<void> {
  const keys = groups.map((group) => defaultGroupKey(group.terms));
  await sql('DELETE FROM synonym_defaults_offered WHERE key = ANY($1)', [keys]);
  await sql(
    'DELETE FROM synonym_groups WHERE id IN (SELECT id FROM synonym_groups g WHERE (SELECT string_agg(term, \', \' ORDER BY term COLLATE "C") FROM unnest(g.terms) AS term) = ANY($1))',
    [keys],
  );
}

/** Every term a product search for `q` searched (its `query_terms`). */
async function expansion(q: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/search?q=${encodeURIComponent(q)}&type=product`,
    headers: { 'x-api-key': await t.key(['search']) },
  });
  return (res.json().query_terms ?? []).flat() as string[];
}

describe('default synonym groups at each start', () => {
  it('the first start added every default group once and recorded each as offered', async () => {
    const keys = await groupKeys();
    const expected = new Set(defaults.map((group) => defaultGroupKey(group.terms)));
    expect([...expected].filter((key) => keys.get(key) !== 1)).toEqual([]);
    const offered = (await sql('SELECT count(*)::int AS n FROM synonym_defaults_offered')).rows[0].n;
    // And each withdrawal, recorded so it is done once (there was nothing to take out).
    expect(offered).toBe(expected.size + withdrawnSynonymGroups().length);
  });

  it('a later start adds nothing when the lexicon has not changed', async () => {
    const before = (
      await sql('SELECT count(*)::int AS n, (SELECT version FROM synonyms_state) AS version FROM synonym_groups')
    ).rows[0];
    await start();
    expect(
      (await sql('SELECT count(*)::int AS n, (SELECT version FROM synonyms_state) AS version FROM synonym_groups'))
        .rows[0],
    ).toEqual(before);
  });

  it('groups a newer release adds reach an existing database on its next start, and the next query', async () => {
    const added = defaults.filter((group) => group.source === 'trade words list').slice(-5);
    await neverOffered(added);
    const keys = () => groupKeys().then((held) => added.map((group) => held.get(defaultGroupKey(group.terms)) ?? 0));
    expect(await keys()).toEqual([0, 0, 0, 0, 0]);
    await start();
    expect(await keys()).toEqual([1, 1, 1, 1, 1]);
    const [word] = added[0]!.terms;
    const { body } = await t.app
      .inject({
        method: 'GET',
        url: `/v1/search?q=${encodeURIComponent(word!)}`,
        headers: { 'x-api-key': await t.key(['search']) },
      })
      .then((res) => ({ body: res.json() }));
    expect((body.query_terms ?? []).flat()).toEqual(expect.arrayContaining(added[0]!.terms));
  });

  it('a default group the operator removed stays removed after a restart', async () => {
    const group = defaults.find((candidate) => candidate.source.startsWith('product taxonomy leaf'))!;
    const removed = await sql('DELETE FROM synonym_groups WHERE source = $1 RETURNING id', [group.source]);
    expect(removed.rowCount).toBeGreaterThan(0);
    await start();
    expect(
      (await sql('SELECT count(*)::int AS n FROM synonym_groups WHERE source = $1', [group.source])).rows[0].n,
    ).toBe(0);
  });

  it('a new default group whose terms an operator group already holds, in any order, is not added twice', async () => {
    const group = defaults.filter((candidate) => candidate.source === 'trade words list').at(-10)!;
    await neverOffered([group]);
    await sql("INSERT INTO synonym_groups (terms, source) VALUES ($1, 'operator')", [[...group.terms].reverse()]);
    await start();
    const held = (await sql('SELECT source FROM synonym_groups WHERE terms @> $1 AND terms <@ $1', [group.terms])).rows;
    expect(held).toEqual([{ source: 'operator' }]);
    // Offered all the same: a later start does not try again.
    expect(
      (
        await sql('SELECT count(*)::int AS n FROM synonym_defaults_offered WHERE key = $1', [
          defaultGroupKey(group.terms),
        ])
      ).rows[0].n,
    ).toBe(1);
  });

  it('a default group a later release withdrew is taken out at the next start, once; an operator group of its terms stays', async () => {
    // As a release before this one left the database: Fruits & Vegetables as one group.
    const old = withdrawnSynonymGroups().find(
      (group) => group.terms.includes('fruits') && group.terms.includes('vegetables'),
    )!;
    const withdrawal = `withdrawn: ${defaultGroupKey(old.terms)}`;
    await sql('DELETE FROM synonym_defaults_offered WHERE key = $1', [withdrawal]);
    await sql('INSERT INTO synonym_groups (terms, source) VALUES ($1, $2), ($1, $3)', [
      old.terms,
      old.source,
      'operator',
    ]);
    const held = async () =>
      (await sql('SELECT source FROM synonym_groups WHERE terms = $1 ORDER BY source', [old.terms])).rows.map(
        (row) => row.source,
      );
    expect(await expansion('fruits')).toContain('vegetables');

    await start();
    expect(await held()).toEqual(['operator']);
    await sql("DELETE FROM synonym_groups WHERE source = 'operator' AND terms = $1", [old.terms]);
    const fruits = await expansion('fruits');
    expect(fruits).not.toContain('vegetables');
    expect(fruits).toEqual(expect.arrayContaining(['buah buahan', 'buah dan sayur']));
    expect(await expansion('buah dan sayur')).toEqual(expect.arrayContaining(['fruits', 'vegetables']));

    // Once: the same group added again (by an operator's import, say) stays.
    await sql('INSERT INTO synonym_groups (terms, source) VALUES ($1, $2)', [old.terms, old.source]);
    await start();
    expect(await held()).toEqual([old.source]);
    await sql('DELETE FROM synonym_groups WHERE terms = $1', [old.terms]);
  });

  it("a name's groups that gave every thing all of its terms are replaced at the next start by those that give a thing its own", async () => {
    // As the release before this one left the database: Meat, Seafood & Eggs with a group per
    // thing, each holding every Indonesian term of the name (`telur`, eggs, reached meat too).
    const source = withdrawnSynonymGroups().find((group) => group.terms.includes('telur'))!.source;
    const previous = withdrawnSynonymGroups().filter(
      (group) => group.source === source && !(group.terms.includes('meat') && group.terms.includes('eggs')),
    );
    expect(previous.map((group) => group.terms[0]).sort()).toEqual(['eggs', 'meat', 'seafood']);
    const current = defaults.filter((group) => group.source === source);
    await neverOffered(current);
    await sql('DELETE FROM synonym_defaults_offered WHERE key = ANY($1)', [
      previous.map((group) => `withdrawn: ${defaultGroupKey(group.terms)}`),
    ]);
    for (const group of previous)
      await sql('INSERT INTO synonym_groups (terms, source) VALUES ($1, $2)', [group.terms, group.source]);
    expect(await expansion('telur')).toEqual(expect.arrayContaining(['eggs', 'meat', 'seafood']));

    await start();
    const held = (await sql('SELECT terms FROM synonym_groups WHERE source = $1', [source])).rows
      .map((row) => defaultGroupKey(row.terms))
      .sort();
    expect(held).toEqual(current.map((group) => defaultGroupKey(group.terms)).sort());
    const telur = await expansion('telur');
    expect(telur).toContain('eggs');
    expect(telur.filter((term) => term === 'meat' || term === 'seafood')).toEqual([]);
    expect(await expansion('daging')).not.toContain('eggs');
  });

  it('a database made before offers were recorded gets only the groups it lacks', async () => {
    // As migration 0020 finds it: defaults loaded once, nothing recorded as offered.
    const missing = defaults.filter((group) => group.source === 'trade words list').slice(0, 3);
    await neverOffered(missing);
    await sql('DELETE FROM synonym_defaults_offered');
    const before = await groupKeys();
    await start();
    const after = await groupKeys();
    expect(missing.map((group) => after.get(defaultGroupKey(group.terms)))).toEqual([1, 1, 1]);
    expect([...after].filter(([key, count]) => count !== (before.get(key) ?? 1))).toEqual([]);
  });
});
