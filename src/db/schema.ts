import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    // The visible prefix helps operators recognise a key; the secret part is only ever hashed.
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    // null: the RATE_LIMIT_DEFAULT_PER_MINUTE in force when the request arrives.
    rateLimitPerMinute: integer('rate_limit_per_minute'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    isActive: boolean('is_active').notNull().default(true),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('api_keys_partner_idx').on(table.partnerId),
    check('api_keys_rate_limit_positive', sql`${table.rateLimitPerMinute} IS NULL OR ${table.rateLimitPerMinute} > 0`),
  ],
);

/** Both taxonomies share one node shape: a three-level tree (sector, group, category). */
function taxonomyTable(name: 'categories' | 'product_categories') {
  const table = pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      parentId: uuid('parent_id').references((): AnyPgColumn => table.id),
      name: text('name').notNull(),
      slug: text('slug').notNull().unique(),
      depth: smallint('depth').notNull(),
      // Order among siblings, as the source taxonomy gives it.
      position: integer('position').notNull(),
      createdAt: createdAt(),
    },
    (t) => [
      index(`${name}_parent_idx`).on(t.parentId),
      check(`${name}_depth_range`, sql`${t.depth} BETWEEN 0 AND 2`),
      check(`${name}_root_has_no_parent`, sql`(${t.depth} = 0) = (${t.parentId} IS NULL)`),
    ],
  );
  return table;
}

export const categories = taxonomyTable('categories');
export const productCategories = taxonomyTable('product_categories');

export const countries = pgTable('countries', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  code3: text('code3').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency'),
});

export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    type: text('type').notNull(),
  },
  (table) => [index('regions_country_idx').on(table.countryId, table.code)],
);
