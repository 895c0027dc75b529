import { z } from 'zod';

// The only module that reads process.env. Parsed once, frozen, typed by z.infer.

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/**
 * AGENT_PROVIDERS: the agent gateway's chat models, tried in order (docs/agents.md), as a JSON
 * array of `{ "base_url", "model", "api_key_env"? }`. `api_key_env` names the variable holding
 * that provider's key (never the key itself, so the list can sit in a compose file); a local
 * server may need none.
 */
const agentProvider = z.strictObject({
  base_url: z.url(),
  model: z.string().trim().min(1),
  api_key_env: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an environment variable name')
    .optional(),
});
export type AgentProviderSetting = z.infer<typeof agentProvider>;

const agentProviders = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array of { base_url, model, api_key_env? }' });
      return z.NEVER;
    }
  })
  .pipe(z.array(agentProvider).max(10));

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  ELASTICSEARCH_URL: optionalUrl,
  SEARCH_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lowercase letters, digits, "-" and "_" only')
    .default('directory'),
  EMBEDDINGS_PROVIDER: z.enum(['none', 'openai']).default('none'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  EMBEDDINGS_MODEL: z.string().min(1).default('text-embedding-3-small'),
  /** The model that embeds queries when it differs from the document model (e5: e5-query vs e5-passage). */
  EMBEDDINGS_QUERY_MODEL: optionalText,
  EMBEDDINGS_DIMENSIONS: z.coerce.number().int().min(1).max(2000).default(1536),
  /** Inputs per embeddings request (the local e5 server takes at most about 256). */
  EMBEDDINGS_BATCH_SIZE: z.coerce.number().int().min(1).max(2048).default(128),
  /**
   * Embeddings requests kept in flight at once by a reindex or the embedder. Unset: 4 against
   * OpenAI's API, 1 against a compatible server at OPENAI_BASE_URL (see provider.ts).
   */
  EMBEDDINGS_CONCURRENCY: z.coerce.number().int().min(1).max(32).optional(),
  /** One embeddings request's whole exchange; a batch that runs past it is cancelled, split and sent again smaller. */
  EMBEDDINGS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /**
   * Semantic search's default least similarity. Unset: the model's calibration (measured on the
   * directory, docs/search.md, Calibration); set it only to override that.
   */
  SEMANTIC_THRESHOLD_DEFAULT: z.coerce.number().min(0).max(1).optional(),
  /**
   * Semantic search also reaches a product through the dictionary definition of what its name says
   * it is, scored by the definition's similarity less this margin when that beats the product's own
   * text (docs/search.md, Dictionary definitions). Unset: the model's calibration. `off`: no
   * definitions are made or read.
   */
  SEMANTIC_DEFINITION_MARGIN: z.union([z.literal('off'), z.coerce.number().min(0).max(1)]).optional(),
  /**
   * The semantic leg also embeds a query's lexicon translation as a second vector (docs/search.md,
   * Its translation, a second vector). `off`: it embeds the query's semantic text alone.
   */
  SEMANTIC_QUERY_TRANSLATION: z.enum(['on', 'off']).default('on'),
  /**
   * Least similarity of a product the semantic leg of a supplier-suggestions item search keeps
   * (every product kept makes its supplier a candidate). Unset: the model's calibration.
   */
  SUGGESTIONS_SEMANTIC_THRESHOLD: z.coerce.number().min(0).max(1).optional(),
  /** Search analytics (docs/operations.md, Search analytics): `off` records nothing. */
  SEARCH_LOG: z.enum(['on', 'off']).default('on'),
  /** Days a search analytics row is kept; older rows are deleted about once an hour. */
  SEARCH_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * How often the process hosting the embedded database looks for tables whose planner statistics
   * are missing or stale and analyses them (db/statistics.ts; a PostgreSQL server's autovacuum does
   * this there, and the setting is ignored). `off`: never (statistics then come only from demo-data loads).
   */
  EMBEDDED_ANALYZE_INTERVAL_MS: z
    .union([z.literal('off'), z.coerce.number().int().min(100).max(86_400_000)])
    .default(60_000),
  /** Complete request headers must arrive within this; past it the server answers 408 and closes the connection. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** The whole request, body included, must arrive within this (at least HTTP_HEADERS_TIMEOUT_MS). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** After SIGTERM or SIGINT, requests in flight have this long to finish; then every open connection is closed. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  RATE_LIMIT_DEFAULT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(5000),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DOCS_URL: optionalUrl,
  /** The key `npm run mcp` (stdio) acts with. */
  DIRECTORY_API_KEY: optionalText,
  /** The agent gateway's port (`npm run agent`); it listens on HOST like the API. */
  AGENT_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  AGENT_PROVIDERS: agentProviders.default([]),
  /**
   * The operators' listener of this process (/livez, /readyz, /metrics; docs/operations.md). Unset:
   * none, and no metrics are measured. Give each process on one host its own port.
   */
  ADMIN_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where the admin listener listens: keep it on the operators' network. */
  ADMIN_HOST: z.string().min(1).default('127.0.0.1'),
  /** One chat request to one provider; past it the next provider is tried. */
  AGENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(10_000),
});

/** A chat provider as the gateway uses it: its key read from the variable the setting names. */
export interface AgentProvider {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}

export type Config = Readonly<
  Omit<z.infer<typeof configSchema>, 'AGENT_PROVIDERS'> & { AGENT_PROVIDERS: readonly AgentProvider[] }
>;

export class ConfigError extends Error {}

/** Parses an environment into a frozen config; a bad value throws naming the variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = result.data;
  if (config.EMBEDDINGS_PROVIDER === 'openai' && !config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  OPENAI_API_KEY: required when EMBEDDINGS_PROVIDER=openai (or set OPENAI_BASE_URL for a keyless compatible server)',
    );
  }
  if (config.HTTP_REQUEST_TIMEOUT_MS < config.HTTP_HEADERS_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid configuration:\n  HTTP_REQUEST_TIMEOUT_MS: must be at least HTTP_HEADERS_TIMEOUT_MS (${config.HTTP_HEADERS_TIMEOUT_MS}), for the whole request includes its headers`,
    );
  }
  for (const name of ['PORT', 'AGENT_PORT'] as const) {
    // Port 0 asks the system for a free port, so two zeros never collide.
    if (config.ADMIN_PORT !== undefined && config.ADMIN_PORT !== 0 && config.ADMIN_PORT === config[name]) {
      throw new ConfigError(
        `Invalid configuration:\n  ADMIN_PORT: must differ from ${name} (${config[name]}): the admin listener needs a port of its own`,
      );
    }
  }
  const providers: AgentProvider[] = [];
  for (const [index, provider] of config.AGENT_PROVIDERS.entries()) {
    const apiKey = provider.api_key_env ? env[provider.api_key_env]?.trim() || undefined : undefined;
    if (provider.api_key_env && !apiKey) {
      throw new ConfigError(
        `Invalid configuration:\n  AGENT_PROVIDERS[${index}].api_key_env: the variable ${provider.api_key_env} is not set`,
      );
    }
    providers.push({ baseUrl: provider.base_url, model: provider.model, apiKey });
  }
  return Object.freeze({ ...config, AGENT_PROVIDERS: Object.freeze(providers) });
}

/** The process environment's config, for entry points (server, CLIs, indexer). */
export function loadConfig(): Config {
  return parseConfig(process.env);
}
