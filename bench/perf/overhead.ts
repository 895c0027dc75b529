// npx tsx bench/perf/overhead.ts [--database embedded|postgres] [--alone] [--seconds N] [--rounds N] [--only name,...] [--profile DIR] [--compare baseline|metrics]
//
// `--compare metrics` (npm run bench:metrics) measures what metrics cost instead: the API with
// metrics off (no ADMIN_PORT) against the API with them on; on a PostgreSQL server both run at once
// and the runs alternate, on the embedded database each runs alone in turn by round.
//
// Our own overhead on the read endpoints, without the rest of `npm run bench`: seeds a small demo
// directory (300 businesses, 1,500 products unless told), starts the API and the bare baseline
// (bench/perf/baseline.ts) once, then drives each endpoint on the API and on the baseline in turn,
// `--rounds` times, so both meet the same machine load. Prints req/s and the ratio per round and
// the median ratio. No embeddings model and no Elasticsearch: the endpoints whose cost is not a
// model or an engine (get by id, the list pages, categories, Postgres-engine keyword search).
// On the embedded database the API hosts the database in its own process, and a baseline beside it
// sends its queries there: the baseline's database work then runs in the API's process, on the
// other core, while the API does both in one. `--alone` measures each process alone instead (the
// baseline hosts the database itself while the API is down), round by round.
// `--profile DIR` runs the API and the baseline under `node --cpu-prof`; their .cpuprofile files
// (named with the process ids printed first) are left in DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, ROOT, runScript, stopProcess, waitFor } from '../../tools/harness/processes.js';
import { startPostgresServer } from '../../tools/harness/postgres-server.js';
import { benchDatabaseEnv } from './bench-database.js';
import { BENCH_READ_SCOPES, QUERIES } from './scenarios.js';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'embedded' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string' },
    profile: { type: 'string' },
    alone: { type: 'boolean', default: false },
    businesses: { type: 'string', default: '300' },
    products: { type: 'string', default: '1500' },
    compare: { type: 'string', default: 'baseline' },
  },
});
if (values.compare !== 'baseline' && values.compare !== 'metrics') throw new Error('--compare: baseline or metrics');
/** The second process: the bare baseline, or the API itself with metrics on. */
const METRICS = values.compare === 'metrics';
const OTHER = METRICS ? 'API, metrics on' : 'baseline';
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = 10;
// Two APIs cannot share one embedded database (one hosts it): compared with itself there, each runs
// alone; on a PostgreSQL server both run at once and the runs alternate.
const ALONE = values.alone || (METRICS && values.database === 'embedded');

const ENDPOINTS_ALL = [
  { name: 'get', api: '/v1/businesses/{id}', baseline: '/businesses/{id}' },
  { name: 'businesses', api: '/v1/businesses?limit=20', baseline: '/businesses' },
  { name: 'products', api: '/v1/products?limit=20', baseline: '/products' },
  { name: 'categories', api: '/v1/categories', baseline: '/categories' },
  { name: 'search', api: '/v1/search?limit=20&q=', baseline: '/search?q=', rotatesQuery: true },
].filter((endpoint) => !values.only || values.only.split(',').includes(endpoint.name));
const ENDPOINTS = METRICS ? ENDPOINTS_ALL.map((endpoint) => ({ ...endpoint, baseline: endpoint.api })) : ENDPOINTS_ALL;

function start(entry: string, env: Record<string, string>, nodeArgs: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

async function serving(entry: string, env: Record<string, string>, nodeArgs: string[] = []) {
  const port = await freePort();
  const child = start(entry, { ...env, PORT: String(port) }, nodeArgs);
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.ok === true,
    120_000,
    `${entry}\n${child.output()}`,
  );
  return { base: `http://127.0.0.1:${port}`, child };
}

async function load(
  base: string,
  paths: string[],
  key: string,
  duration: number | undefined,
  pids: number[],
): Promise<Run> {
  let next = 0;
  const requests = [
    {
      setupRequest: (request: Record<string, unknown>) => ({
        ...request,
        method: 'GET',
        path: paths[next++ % paths.length],
      }),
    },
  ];
  const limits = duration === undefined ? { amount: 300 } : { duration };
  const cpuBefore = pids.map(cpuSeconds);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    ...limits,
    headers: { 'x-api-key': key },
    requests: requests as never,
    timeout: 60,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${base}${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpu = pids.map((pid, index) => cpuSeconds(pid) - cpuBefore[index]!);
  return {
    rps: result.requests.average,
    cpuMsPerRequest: cpu.map((seconds) => (1000 * seconds) / Math.max(1, result.requests.total)),
  };
}

/** One measured run: req/s, and CPU milliseconds per request of each process counted. */
interface Run {
  rps: number;
  cpuMsPerRequest: number[];
}

/** CPU seconds a process has used so far (user + system), from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-overhead-'));
  const server = values.database === 'postgres' ? startPostgresServer({ port: await freePort() }) : undefined;
  const env: Record<string, string> = {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_DEFAULT_PER_MINUTE: '1000000',
    ELASTICSEARCH_URL: '',
    EMBEDDINGS_PROVIDER: 'none',
  };
  const children: Array<ReturnType<typeof start>> = [];
  try {
    Object.assign(env, await benchDatabaseEnv(server, dir));
    const seeded = await runScript(
      'src/cli/demo-data.ts',
      ['--demo', '--businesses', values.businesses!, '--products', values.products!],
      env,
    );
    if (seeded.code !== 0) throw new Error(seeded.stderr);
    const created = await runScript(
      'src/cli/keys.ts',
      ['create', '--partner', 'Bench', '--name', 'bench', '--scopes', BENCH_READ_SCOPES.join(','), '--json'],
      env,
    );
    if (created.code !== 0) throw new Error(created.stderr);
    const key = (JSON.parse(created.stdout) as { key: string }).key;
    const profile = values.profile ? ['--cpu-prof', '--cpu-prof-dir', values.profile] : [];
    const startApi = async () => {
      const api = await serving('src/server.ts', env, profile);
      children.push(api.child);
      return api;
    };
    const startBaseline = async () => {
      const baseline = METRICS
        ? await serving('src/server.ts', { ...env, ADMIN_PORT: String(await freePort()) }, profile)
        : await serving('bench/perf/baseline.ts', env, profile);
      children.push(baseline.child);
      return baseline;
    };
    const stop = async (child: ReturnType<typeof start>) => {
      children.splice(children.indexOf(child), 1);
      await stopProcess(child);
    };
    let id = '';
    const paths = (endpoint: (typeof ENDPOINTS)[number], template: string) =>
      endpoint.rotatesQuery
        ? QUERIES.map((query) => `${template}${encodeURIComponent(query)}`)
        : [template.replace('{id}', id)];
    const apiRuns = new Map(ENDPOINTS.map((endpoint) => [endpoint.name, [] as Run[]]));
    const baseRuns = new Map(ENDPOINTS.map((endpoint) => [endpoint.name, [] as Run[]]));
    const firstId = async (base: string) => {
      const page = (await (await fetch(`${base}/v1/businesses?limit=1`, { headers: { 'x-api-key': key } })).json()) as {
        data: Array<{ id: string }>;
      };
      id = page.data[0]!.id;
    };
    if (ALONE) {
      // Each process alone, serving the embedded database itself (the baseline hosts it when the
      // API is down), so neither gets the other's process as a second core for its database work.
      for (let round = 0; round < ROUNDS; round += 1) {
        const api = await startApi();
        if (!id) await firstId(api.base);
        for (const endpoint of ENDPOINTS) {
          await load(api.base, paths(endpoint, endpoint.api), key, undefined, [api.child.pid!]);
          apiRuns
            .get(endpoint.name)!
            .push(await load(api.base, paths(endpoint, endpoint.api), key, SECONDS, [api.child.pid!]));
        }
        await stop(api.child);
        const baseline = await startBaseline();
        for (const endpoint of ENDPOINTS) {
          await load(baseline.base, paths(endpoint, endpoint.baseline), key, undefined, [baseline.child.pid!]);
          baseRuns
            .get(endpoint.name)!
            .push(await load(baseline.base, paths(endpoint, endpoint.baseline), key, SECONDS, [baseline.child.pid!]));
        }
        await stop(baseline.child);
      }
    } else {
      const api = await startApi();
      const baseline = await startBaseline();
      await firstId(api.base);
      const pids = [api.child.pid!, baseline.child.pid!];
      if (values.profile)
        console.log(`profiles in ${values.profile}: API pid ${api.child.pid}, baseline pid ${baseline.child.pid}`);
      for (const endpoint of ENDPOINTS) {
        await load(api.base, paths(endpoint, endpoint.api), key, undefined, pids);
        await load(baseline.base, paths(endpoint, endpoint.baseline), key, undefined, pids);
        for (let round = 0; round < ROUNDS; round += 1) {
          apiRuns.get(endpoint.name)!.push(await load(api.base, paths(endpoint, endpoint.api), key, SECONDS, pids));
          baseRuns
            .get(endpoint.name)!
            .push(await load(baseline.base, paths(endpoint, endpoint.baseline), key, SECONDS, pids));
        }
      }
    }
    console.log(
      `${values.database}, ${values.businesses} + ${values.products}, ${CONNECTIONS} connections, ${SECONDS} s per run, ` +
        (ALONE
          ? 'each process alone, hosting the embedded database itself, in turn by round'
          : 'API and baseline both up, in turn by run') +
        (METRICS ? '; the ratio is metrics off over metrics on (1.03: on costs 3 %)' : ''),
    );
    console.log(
      ALONE ? 'CPU ms per request: the process driven' : 'CPU ms per request: the API process + the baseline process',
    );
    console.log(
      `| endpoint | API req/s | ${OTHER} req/s | ratio per round | median ratio | CPU ms/request API | CPU ms/request ${OTHER} |`,
    );
    console.log('|---|---|---|---|---|---|---|');
    const cpuText = (runs: Run[]) =>
      runs.map((run) => run.cpuMsPerRequest.map((ms) => ms.toFixed(2)).join(' + ')).join(', ');
    const rates = (runs: Run[]) => runs.map((run) => run.rps.toFixed(0)).join(', ');
    for (const endpoint of ENDPOINTS) {
      const ours = apiRuns.get(endpoint.name)!;
      const bare = baseRuns.get(endpoint.name)!;
      const ratios = ours.map((run, index) => run.rps / bare[index]!.rps);
      console.log(
        `| ${endpoint.name} | ${rates(ours)} | ${rates(bare)} | ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')} | ${median(ratios).toFixed(2)} | ${cpuText(ours)} | ${cpuText(bare)} |`,
      );
    }
  } finally {
    // The baseline first: on the embedded database the API may host the data it reads.
    for (const child of children.reverse()) await stopProcess(child);
    server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
