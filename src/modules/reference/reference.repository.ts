import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { categories, countries, productCategories, regions } from '../../db/schema.js';
import type { Paging } from '../../lib/paging.js';

export type Taxonomy = 'business' | 'product';

export interface TaxonomyRow {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
  depth: number;
}

const taxonomyTables = { business: categories, product: productCategories } as const;

/** Named as the API names them (GET /v1/regions); `country_code` upper case. */
export interface RegionFilter {
  country_id?: string;
  country_code?: string;
}

const regionColumns = {
  id: regions.id,
  country_id: regions.countryId,
  country_code: countries.code,
  code: regions.code,
  name: regions.name,
  type: regions.type,
};

export function createReferenceRepository(db: DbOrTx) {
  return {
    /** Every node of a taxonomy, parents before children, siblings in source order. */
    async taxonomy(kind: Taxonomy): Promise<TaxonomyRow[]> {
      const table = taxonomyTables[kind];
      return db
        .select({ id: table.id, parentId: table.parentId, name: table.name, slug: table.slug, depth: table.depth })
        .from(table)
        .orderBy(asc(table.depth), asc(table.position), asc(table.id));
    },

    async listCountries(paging: Paging) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: countries.id,
            code: countries.code,
            code3: countries.code3,
            name: countries.name,
            currency: countries.currency,
          })
          .from(countries)
          .orderBy(asc(countries.code))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ n: count() }).from(countries),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async listRegions(filter: RegionFilter, paging: Paging) {
      const conditions: SQL[] = [];
      if (filter.country_id) conditions.push(eq(regions.countryId, filter.country_id));
      if (filter.country_code) conditions.push(eq(countries.code, filter.country_code));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(regionColumns)
          .from(regions)
          .innerJoin(countries, eq(countries.id, regions.countryId))
          .where(where)
          .orderBy(asc(regions.code))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ n: count() }).from(regions).innerJoin(countries, eq(countries.id, regions.countryId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
