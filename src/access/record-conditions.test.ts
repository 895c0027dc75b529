import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { hasFilters, recordConditions, type RecordFilters, viewerShape } from './record-conditions.js';
import type { Visibility } from './visibility.js';

// Hot paths keep one prepared statement per viewer shape: two viewers share a shape only when
// the rule gives them the same SQL, and any filter sends a read to the unprepared path.
const viewers: Visibility[] = [false, true].flatMap((hiddenBusinesses) =>
  [false, true].flatMap((inactiveProducts) =>
    [false, true].map((assets) => ({ hiddenBusinesses, inactiveProducts, assets })),
  ),
);
const dialect = new PgDialect();
const sqlOf = (viewer: Visibility) => {
  const condition = recordConditions('product', viewer);
  return condition ? JSON.stringify(dialect.sqlToQuery(condition)) : '';
};

describe('viewerShape', () => {
  for (const a of viewers) {
    for (const b of viewers) {
      const same = sqlOf(a) === sqlOf(b);
      it(`${JSON.stringify(a)} and ${JSON.stringify(b)} ${same ? 'share' : 'do not share'} a shape`, () => {
        expect(viewerShape(a) === viewerShape(b)).toBe(same);
      });
    }
  }
});

describe('hasFilters', () => {
  const filters: Array<[RecordFilters, boolean]> = [
    [{}, false],
    [{ limit: 20, offset: 0, q: 'kursi', type: 'all' } as RecordFilters, false],
    [{ category_id: undefined }, false],
    ...(['category_id', 'region_id', 'country_id', 'business_id', 'updated_since'] as const).map(
      (key): [RecordFilters, boolean] => [{ [key]: 'x' }, true],
    ),
    [{ category_ids: [] }, true],
  ];
  for (const [filter, expected] of filters) {
    it(`${JSON.stringify(filter)}: ${expected}`, () => expect(hasFilters(filter)).toBe(expected));
  }
});
