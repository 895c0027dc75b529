import { randomBytes } from 'node:crypto';
import type { Client } from '@elastic/elasticsearch';
import { aliasSwitchBody, bulkIndexOperations, INDEX_SETTINGS, type IndexKind, MAPPINGS } from './bodies.js';

export const INDEX_KINDS: readonly IndexKind[] = ['businesses', 'products'];

/** Searches always go through the alias; the indices behind it are versioned. */
export function aliasName(prefix: string, kind: IndexKind): string {
  return `${prefix}-${kind}`;
}

export function versionedIndexName(prefix: string, kind: IndexKind, now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 17);
  return `${aliasName(prefix, kind)}-${stamp}-${randomBytes(2).toString('hex')}`;
}

export async function createIndex(client: Client, index: string, kind: IndexKind): Promise<void> {
  await client.indices.create({ index, settings: INDEX_SETTINGS, mappings: MAPPINGS[kind] });
}

/** The indices an alias points at; empty when the alias does not exist yet. */
export async function aliasTargets(client: Client, alias: string): Promise<string[]> {
  try {
    return Object.keys(await client.indices.getAlias({ name: alias }));
  } catch (error) {
    if ((error as { meta?: { statusCode?: number } }).meta?.statusCode === 404) return [];
    throw error;
  }
}

/** Creates the first versioned index and its alias when the alias is missing. */
export async function ensureIndex(client: Client, prefix: string, kind: IndexKind): Promise<void> {
  const alias = aliasName(prefix, kind);
  if ((await aliasTargets(client, alias)).length > 0) return;
  const index = versionedIndexName(prefix, kind);
  await createIndex(client, index, kind);
  await client.indices.updateAliases(aliasSwitchBody(alias, index, []));
  // Another process may have created its own first index meanwhile: keep one alias target.
  const targets = await aliasTargets(client, alias);
  if (targets.length > 1) {
    const [keep, ...extra] = targets.sort();
    await client.indices.updateAliases(aliasSwitchBody(alias, keep!, extra));
    await client.indices.delete({ index: extra });
  }
}

/** Points the alias at newIndex in one atomic step, then removes the indices it left. */
export async function switchAlias(
  client: Client,
  prefix: string,
  kind: IndexKind,
  newIndex: string,
): Promise<string[]> {
  const alias = aliasName(prefix, kind);
  const old = (await aliasTargets(client, alias)).filter((index) => index !== newIndex);
  await client.indices.updateAliases(aliasSwitchBody(alias, newIndex, old));
  if (old.length > 0) await client.indices.delete({ index: old });
  return old;
}

export interface BulkItemFailure {
  documentId: string;
  status: number;
  reason: string;
}

/** Indexes documents in one bulk request; returns the items Elasticsearch refused (never drops them silently). */
export async function bulkIndex(
  client: Client,
  index: string,
  documents: Array<{ id: string }>,
): Promise<BulkItemFailure[]> {
  if (documents.length === 0) return [];
  const response = await client.bulk({ operations: bulkIndexOperations(index, documents) });
  if (!response.errors) return [];
  return response.items.flatMap((item) => {
    const result = item.index;
    if (!result?.error) return [];
    return [
      {
        documentId: result._id ?? '?',
        status: result.status,
        reason: `${result.error.type}: ${result.error.reason ?? ''}`,
      },
    ];
  });
}

export async function documentCount(client: Client, index: string): Promise<number> {
  return (await client.count({ index })).count;
}

/** Every index of this prefix and kind, aliased or not (old ones left by an interrupted reindex). */
export async function indicesOf(client: Client, prefix: string, kind: IndexKind): Promise<string[]> {
  const rows = await client.cat.indices({ index: `${aliasName(prefix, kind)}-*`, format: 'json', h: 'index' });
  return (rows as Array<{ index?: string }>).flatMap((row) => (row.index ? [row.index] : []));
}
