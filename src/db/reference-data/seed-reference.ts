import { count } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.js';
import { businessTaxonomy, listCountries, listRegions, productTaxonomy, type TaxonomyNode } from './reference-data.js';

type SeedDb = NodePgDatabase<typeof schema>;
type TaxonomyTable = typeof schema.categories | typeof schema.productCategories;

const BATCH = 500;

async function isEmpty(db: SeedDb, table: TaxonomyTable | typeof schema.countries): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Inserts a tree level by level, so every parent id exists before its children arrive. */
async function insertTaxonomy(db: SeedDb, table: TaxonomyTable, roots: TaxonomyNode[]): Promise<void> {
  let level: Array<{ node: TaxonomyNode; parentId: string | null; position: number }> = roots.map((node, position) => ({
    node,
    parentId: null,
    position,
  }));
  for (let depth = 0; level.length > 0; depth += 1) {
    const next: typeof level = [];
    for (let start = 0; start < level.length; start += BATCH) {
      const chunk = level.slice(start, start + BATCH);
      const inserted = await db
        .insert(table)
        .values(
          chunk.map(({ node, parentId, position }) => ({
            name: node.name,
            slug: node.slug,
            depth,
            parentId,
            position,
          })),
        )
        .returning({ id: table.id });
      chunk.forEach(({ node }, index) => {
        const id = inserted[index]!.id;
        for (const [position, child] of node.children.entries()) next.push({ node: child, parentId: id, position });
      });
    }
    level = next;
  }
}

/** Seeds each reference table that is still empty, in one transaction. */
export async function seedReferenceData(db: SeedDb): Promise<void> {
  await db.transaction(async (tx) => {
    if (await isEmpty(tx, schema.countries)) {
      const countryRows = await tx.insert(schema.countries).values(listCountries()).returning();
      const countryIds = new Map(countryRows.map((country) => [country.code, country.id]));
      const regionRows = listRegions().map(({ countryCode, ...region }) => {
        const countryId = countryIds.get(countryCode);
        if (!countryId) throw new Error(`Region ${region.code} names unknown country ${countryCode}`);
        return { ...region, countryId };
      });
      for (let start = 0; start < regionRows.length; start += BATCH) {
        await tx.insert(schema.regions).values(regionRows.slice(start, start + BATCH));
      }
    }
    if (await isEmpty(tx, schema.categories)) await insertTaxonomy(tx, schema.categories, businessTaxonomy());
    if (await isEmpty(tx, schema.productCategories)) {
      await insertTaxonomy(tx, schema.productCategories, productTaxonomy());
    }
  });
}
