import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Who may see what is decided in src/access/ only. A read path that spells the rule itself
// (SQL, drizzle, Elasticsearch or TypeScript) would drift from it: this scan names each one.
const SRC = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(SRC, '..');

const PREDICATES: Array<[string, RegExp]> = [
  ['SQL or TypeScript comparison with the open visibility', /\bvisibility\b["'`]?\s*(?:=|<>|!=|===|!==)\s*'public'/],
  ['SQL or TypeScript comparison with the open status', /\bstatus\b["'`]?\s*(?:=|<>|!=|===|!==)\s*'active'/],
  [
    'drizzle comparison with the open visibility or status',
    /\b(?:eq|ne)\([^()]*\.(?:visibility|status),\s*'(?:public|active)'\)/,
  ],
  [
    'Elasticsearch term or object holding the open value',
    /\b(?:business_visibility|visibility|status)\s*:\s*'(?:public|active)'(?!\s*\|)/,
  ],
  ['a visibility scope by name', /'(?:businesses|products)\.internal\.read'/],
  ['a Visibility field read outside the rule', /\.(?:hiddenBusinesses|inactiveProducts)\b/],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** file:line and the predicate it spells, for every line outside src/access/ that spells one. */
function findRuleCopies(files: Array<{ path: string; text: string }>): string[] {
  return files
    .filter(({ path }) => !path.startsWith('src/access/'))
    .flatMap(({ path, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          PREDICATES.filter(([, pattern]) => pattern.test(line)).map(
            ([what]) => `${path}:${index + 1}: ${what}: ${line.trim()}`,
          ),
        ),
    );
}

describe('the visibility rule lives in src/access/ only', () => {
  it('no source file outside src/access/ spells a visibility predicate', () => {
    const files = sourceFiles(SRC).map((path) => ({
      path: relative(ROOT, path).split('\\').join('/'),
      text: readFileSync(path, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(50);
    expect(findRuleCopies(files)).toEqual([]);
  });

  // Each way the rule was once copied (or could be), so the scan above can fail.
  const copies = [
    "conditions.push(sql`businesses.visibility = 'public'`);",
    "sql`NOT EXISTS (SELECT 1 FROM businesses hidden WHERE hidden.id = products.business_id AND hidden.visibility <> 'public')`",
    "const visible = viewer.hiddenBusinesses ? sql`` : sql`AND b.visibility = 'public'`;",
    "if (!query.visibility.inactiveProducts) conditions.push(sql`r.status = 'active'`);",
    "return viewer.hiddenBusinesses ? undefined : eq(businesses.visibility, 'public');",
    "viewer.inactiveProducts ? undefined : eq(products.status, 'active'),",
    "filters.push({ term: { business_visibility: 'public' } });",
    "filters.push({ term: { status: 'active' } });",
    "return visibility === 'public' || scopes.has('businesses.internal.read');",
    'WHERE "businesses"."visibility" = \'public\'',
  ];
  for (const line of copies) {
    it(`names a copy of the rule: ${line}`, () => {
      const found = findRuleCopies([{ path: 'src/modules/x/x.repository.ts', text: `\n${line}\n` }]);
      expect(found.length).toBeGreaterThan(0);
      for (const finding of found) expect(finding).toMatch(/^src\/modules\/x\/x\.repository\.ts:2: /);
    });
  }

  it('leaves the rule itself, value lists and type unions alone', () => {
    const allowed = [
      { path: 'src/access/visibility.ts', text: "return viewer.hiddenBusinesses || visibility === 'public';" },
      {
        path: 'src/db/schema.ts',
        text: "export const BUSINESS_VISIBILITIES = ['public', 'internal', 'draft'] as const;",
      },
      { path: 'src/demo-data/demo-data.ts', text: "  visibility: 'public' | 'internal' | 'draft';" },
    ];
    expect(findRuleCopies(allowed)).toEqual([]);
  });
});
