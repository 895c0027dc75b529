// What `npm run bench` measures: the read endpoints (each beside its bare baseline route), the
// partner writes, the queries, and the targets (issues 12, 20, 21) the results are checked against.

/** The bench key's read scopes; the baseline serves the visibility they give. */
export const BENCH_READ_SCOPES = ['businesses.read', 'products.read', 'categories.read', 'search'];

/** Realistic partner queries, rotated request by request: Indonesian and English, a typo, a prefix. */
export const QUERIES = [
  'kursi jati',
  'furniture',
  'batik tulis',
  'kopi arabika',
  'rattan chair',
  'furnitue',
  'meja makan',
  'spare parts',
  'kemasan',
  'pera',
];

export type Engine = 'postgres' | 'elasticsearch';

export interface ReadEndpoint {
  name: string;
  /** Which keyword engine the API runs with for it. */
  engine: Engine;
  /** Path on the API (`{id}`: a visible business); the query is appended when it rotates through QUERIES. */
  api: string;
  baseline: string;
  /** The query parameter rotated through QUERIES, when the endpoint searches. */
  rotatesQuery?: boolean;
  kind: 'get' | 'list' | 'tree' | 'keyword' | 'semantic' | 'hybrid';
}

export const READ_ENDPOINTS: ReadEndpoint[] = [
  {
    name: 'GET /v1/businesses/:id',
    engine: 'postgres',
    api: '/v1/businesses/{id}',
    baseline: '/businesses/{id}',
    kind: 'get',
  },
  {
    name: 'GET /v1/businesses?limit=20',
    engine: 'postgres',
    api: '/v1/businesses?limit=20',
    baseline: '/businesses',
    kind: 'list',
  },
  {
    name: 'GET /v1/products?limit=20',
    engine: 'postgres',
    api: '/v1/products?limit=20',
    baseline: '/products',
    kind: 'list',
  },
  { name: 'GET /v1/categories', engine: 'postgres', api: '/v1/categories', baseline: '/categories', kind: 'tree' },
  {
    name: 'GET /v1/search (Postgres engine)',
    engine: 'postgres',
    api: '/v1/search?limit=20&q=',
    baseline: '/search?q=',
    rotatesQuery: true,
    kind: 'keyword',
  },
  {
    name: 'GET /v1/semantic-search',
    engine: 'postgres',
    api: '/v1/semantic-search?limit=20&q=',
    baseline: '/semantic-search?q=',
    rotatesQuery: true,
    kind: 'semantic',
  },
  {
    name: 'GET /v1/hybrid-search (Postgres keyword leg)',
    engine: 'postgres',
    api: '/v1/hybrid-search?limit=20&q=',
    baseline: '/hybrid-search?q=',
    rotatesQuery: true,
    kind: 'hybrid',
  },
  {
    name: 'GET /v1/search (Elasticsearch)',
    engine: 'elasticsearch',
    api: '/v1/search?limit=20&q=',
    baseline: '/search?q=',
    rotatesQuery: true,
    kind: 'keyword',
  },
  {
    name: 'GET /v1/hybrid-search (Elasticsearch keyword leg)',
    engine: 'elasticsearch',
    api: '/v1/hybrid-search?limit=20&q=',
    baseline: '/hybrid-search?q=',
    rotatesQuery: true,
    kind: 'hybrid',
  },
];

/**
 * The RFQ of the supplier-suggestions scenario: ten items, as a hotel fit-out would send
 * them, so each request runs ten item searches (four at a time) and groups their products.
 */
export const SUGGESTION_RFQ_ITEMS = [
  ['Teak dining chair', 'piece'],
  ['Dining table', 'piece'],
  ['Wardrobe', 'piece'],
  ['Bed frame', 'piece'],
  ['Batik table runner', 'piece'],
  ['Ground coffee', 'kg'],
  ['Liquid hand soap', 'liter'],
  ['LED bulb', 'piece'],
  ['Ceramic floor tile', 'piece'],
  ['Decorative lamp', 'piece'],
].map(([name, unit]) => ({ name: name!, quantity: 20, unit_of_measure: unit!, target_price: 1_000_000 }));

/** One buyer at a time: the latency of an answer (its target). */
export const SUGGESTIONS_ENDPOINT: Record<Engine, string> = {
  postgres: 'GET /v1/rfq/:id/supplier-suggestions (10 items, Postgres engine, 1 client)',
  elasticsearch: 'GET /v1/rfq/:id/supplier-suggestions (10 items, Elasticsearch, 1 client)',
};
/** Ten buyers at once: throughput (each request runs ten or more item searches). */
export const SUGGESTIONS_LOADED_ENDPOINT: Record<Engine, string> = {
  postgres: 'GET /v1/rfq/:id/supplier-suggestions (10 items, Postgres engine, 10 clients)',
  elasticsearch: 'GET /v1/rfq/:id/supplier-suggestions (10 items, Elasticsearch, 10 clients)',
};

export interface Row {
  database: string;
  endpoint: string;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  /** Read endpoints only: the bare route's throughput on the same database, and ours over it. */
  baseline_rps?: number;
  ratio?: number;
}

export type TargetStatus = 'met' | 'missed' | 'n/a';

export interface TargetCheck {
  /** The issue that set it. */
  issue: number;
  target: string;
  measured: string;
  status: TargetStatus;
}

/** The sizes the targets are set at: 20k businesses + 100k products on the server, 2k + 10k embedded. */
export const TARGET_SIZES = {
  postgres: { businesses: 20_000, products: 100_000 },
  embedded: { businesses: 2_000, products: 10_000 },
} as const;

export interface RunContext {
  /** This database was measured at its target size (not --quick, no other --businesses/--products). */
  atTargetSize: boolean;
  /** Every record was embedded (no --embed-sample). */
  allEmbedded: boolean;
}

/**
 * Every target of issues 12, 20 and 21 for one database, as checks over one run's rows: met or
 * missed, or n/a (with why) when this run could not measure it (a smaller directory, a sample of
 * vectors, an endpoint not run).
 */
export function checkTargets(rows: Row[], database: string, context: RunContext): TargetCheck[] {
  const mine = rows.filter((row) => row.database === database);
  const find = (name: string) => mine.find((row) => row.endpoint === name);
  const checks: TargetCheck[] = [];
  const sizeNote = `n/a: not at ${database === 'postgres' ? '20k + 100k' : '2k + 10k'}`;
  for (const row of mine) {
    if (row.ratio !== undefined) {
      checks.push({
        issue: 20,
        target: `${row.endpoint}: ≥ 0.85 × baseline (same admission)`,
        status: row.ratio >= 0.85 ? 'met' : 'missed',
        measured: row.ratio.toFixed(2),
      });
    }
  }
  const p99 = (issue: number, name: string, limit: number, options: { needs?: boolean; why?: string } = {}) => {
    const row = find(name);
    const target = `${name}: p99 ≤ ${limit} ms`;
    if (!row) return checks.push({ issue, target, measured: 'not run', status: 'n/a' });
    if (!context.atTargetSize || options.needs === false) {
      return checks.push({
        issue,
        target,
        measured: `${row.p99_ms} ms (${!context.atTargetSize ? sizeNote : options.why})`,
        status: 'n/a',
      });
    }
    return checks.push({ issue, target, measured: `${row.p99_ms} ms`, status: row.p99_ms <= limit ? 'met' : 'missed' });
  };
  if (database === 'postgres') {
    p99(20, 'GET /v1/search (Postgres engine)', 150);
    p99(20, 'GET /v1/semantic-search', 150, { needs: context.allEmbedded, why: 'n/a: a sample of records embedded' });
    p99(20, 'GET /v1/products?limit=20', 50);
    p99(12, 'GET /v1/businesses/:id', 15);
    p99(12, 'GET /v1/businesses?limit=20', 50);
    p99(12, 'GET /v1/search (Elasticsearch)', 50);
    // The item searches are hybrid: over a sample of embedded records the vector leg is not what
    // a fully embedded directory gives, so the target is judged only with every record embedded.
    p99(21, SUGGESTIONS_ENDPOINT.elasticsearch, 300, {
      needs: context.allEmbedded,
      why: 'n/a: a sample of records embedded',
    });
    p99(21, SUGGESTIONS_ENDPOINT.postgres, 600, {
      needs: context.allEmbedded,
      why: 'n/a: a sample of records embedded',
    });
  }
  if (database === 'embedded') {
    p99(20, 'GET /v1/search (Postgres engine)', 100);
    p99(12, 'GET /v1/businesses?limit=20', 60);
    p99(12, 'GET /v1/products?limit=20', 60);
  }
  for (const engine of ['Postgres', 'Elasticsearch'] as const) {
    const hybrid = find(`GET /v1/hybrid-search (${engine} keyword leg)`);
    const keyword = find(engine === 'Postgres' ? 'GET /v1/search (Postgres engine)' : 'GET /v1/search (Elasticsearch)');
    const semantic = find('GET /v1/semantic-search');
    const target = `hybrid (${engine} keyword leg) p99 ≤ 1.2 × its slower leg`;
    if (hybrid && keyword && semantic) {
      const slower = Math.max(keyword.p99_ms, semantic.p99_ms);
      checks.push({
        issue: 20,
        target,
        status: hybrid.p99_ms <= 1.2 * slower ? 'met' : 'missed',
        measured: `${hybrid.p99_ms} ms (slower leg ${slower} ms)`,
      });
    } else checks.push({ issue: 20, target, measured: 'not run', status: 'n/a' });
  }
  return checks;
}

/** The targets as a markdown table: target, measured, met or missed. */
export function targetsTable(checks: TargetCheck[]): string {
  const lines = ['| issue | target | measured | |', '|---|---|---|---|'];
  for (const check of checks)
    lines.push(
      `| ${check.issue} | ${check.target} | ${check.measured} | ${check.status === 'missed' ? '**missed**' : check.status} |`,
    );
  return lines.join('\n');
}
