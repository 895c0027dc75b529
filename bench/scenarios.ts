// What `npm run bench` measures: the read endpoints (each beside its bare baseline route), the
// partner writes, the queries, and the targets of issue 12 the results are checked against.

/** The bench key's read scopes; the baseline serves the visibility they give. */
export const BENCH_READ_SCOPES = ['businesses.read', 'products.read', 'categories.read', 'search'];

/** Realistic partner queries, rotated request by request: Indonesian and English, a typo, a prefix. */
export const QUERIES = ['kursi jati', 'furniture', 'batik tulis', 'kopi arabika', 'rattan chair', 'furnitue', 'meja makan', 'spare parts', 'kemasan', 'pera'];

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
  { name: 'GET /v1/businesses/:id', engine: 'postgres', api: '/v1/businesses/{id}', baseline: '/businesses/{id}', kind: 'get' },
  { name: 'GET /v1/businesses?limit=20', engine: 'postgres', api: '/v1/businesses?limit=20', baseline: '/businesses', kind: 'list' },
  { name: 'GET /v1/products?limit=20', engine: 'postgres', api: '/v1/products?limit=20', baseline: '/products', kind: 'list' },
  { name: 'GET /v1/categories', engine: 'postgres', api: '/v1/categories', baseline: '/categories', kind: 'tree' },
  { name: 'GET /v1/search (Postgres engine)', engine: 'postgres', api: '/v1/search?limit=20&q=', baseline: '/search?q=', rotatesQuery: true, kind: 'keyword' },
  { name: 'GET /v1/semantic-search', engine: 'postgres', api: '/v1/semantic-search?limit=20&q=', baseline: '/semantic-search?q=', rotatesQuery: true, kind: 'semantic' },
  { name: 'GET /v1/hybrid-search (Postgres keyword leg)', engine: 'postgres', api: '/v1/hybrid-search?limit=20&q=', baseline: '/hybrid-search?q=', rotatesQuery: true, kind: 'hybrid' },
  { name: 'GET /v1/search (Elasticsearch)', engine: 'elasticsearch', api: '/v1/search?limit=20&q=', baseline: '/search?q=', rotatesQuery: true, kind: 'keyword' },
  { name: 'GET /v1/hybrid-search (Elasticsearch keyword leg)', engine: 'elasticsearch', api: '/v1/hybrid-search?limit=20&q=', baseline: '/hybrid-search?q=', rotatesQuery: true, kind: 'hybrid' },
];

/**
 * The RFQ of the supplier-suggestions scenario (issue 21): ten items, as a hotel fit-out would send
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

export const SUGGESTIONS_ENDPOINT: Record<Engine, string> = {
  postgres: 'GET /v1/rfq/:id/supplier-suggestions (10 items, Postgres engine)',
  elasticsearch: 'GET /v1/rfq/:id/supplier-suggestions (10 items, Elasticsearch)',
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

/** The targets of issue 12, as checks over one run's rows: each says what it compared. */
export function checkTargets(rows: Row[], database: string, full: boolean): Array<{ target: string; met: boolean; measured: string }> {
  const mine = rows.filter((row) => row.database === database);
  const find = (name: string) => mine.find((row) => row.endpoint === name);
  const checks: Array<{ target: string; met: boolean; measured: string }> = [];
  for (const row of mine) {
    if (row.ratio !== undefined) checks.push({ target: `${row.endpoint}: ≥ 0.85 × baseline`, met: row.ratio >= 0.85, measured: `${row.ratio.toFixed(2)}` });
  }
  const p99 = (name: string, limit: number) => {
    const row = find(name);
    if (row) checks.push({ target: `${name}: p99 ≤ ${limit} ms`, met: row.p99_ms <= limit, measured: `${row.p99_ms} ms` });
  };
  if (database === 'postgres' && full) {
    p99('GET /v1/businesses/:id', 15);
    p99('GET /v1/businesses?limit=20', 50);
    p99('GET /v1/products?limit=20', 50);
    p99('GET /v1/search (Postgres engine)', 100);
    p99('GET /v1/search (Elasticsearch)', 50);
    p99(SUGGESTIONS_ENDPOINT.elasticsearch, 300);
    p99(SUGGESTIONS_ENDPOINT.postgres, 600);
  }
  if (database === 'embedded' && full) {
    p99('GET /v1/businesses?limit=20', 60);
    p99('GET /v1/products?limit=20', 60);
    p99('GET /v1/search (Postgres engine)', 150);
  }
  for (const engine of ['Postgres', 'Elasticsearch'] as const) {
    const hybrid = find(`GET /v1/hybrid-search (${engine} keyword leg)`);
    const keyword = find(engine === 'Postgres' ? 'GET /v1/search (Postgres engine)' : 'GET /v1/search (Elasticsearch)');
    const semantic = find('GET /v1/semantic-search');
    if (hybrid && keyword && semantic) {
      const slower = Math.max(keyword.p99_ms, semantic.p99_ms);
      checks.push({ target: `hybrid (${engine}) p99 ≤ 1.2 × its slower leg (${slower} ms)`, met: hybrid.p99_ms <= 1.2 * slower, measured: `${hybrid.p99_ms} ms` });
    }
  }
  return checks;
}
