// How `npm run eval:search` scores what the service returned: nDCG@10 and recall@10 per query,
// the tables per query kind and leg, the better single leg per query, the relevance targets and
// their verdicts, and the supplier suggestions' precision@5. Pure: the runs that produce the
// rankings are bench/eval/eval-search.ts and bench/eval/eval-suggestions.ts; bench/eval/eval-scoring.test.ts
// checks these rules.
import type { EvalRfq } from './eval-suggestions-rfqs.js';

export const LEGS = [
  'keyword_postgres',
  'keyword_elasticsearch',
  'semantic',
  'hybrid_postgres',
  'hybrid_elasticsearch',
] as const;
export type Leg = (typeof LEGS)[number];
/** Search results are judged on their first page of 10. */
export const K = 10;

export interface Scores {
  ndcg: number;
  recall: number;
}

/** nDCG@10 with binary relevance, and recall@10 against min(10, relevant): a full page of right answers scores 1. */
export function metrics(ranked: string[], relevant: Set<string>): Scores {
  const top = ranked.slice(0, K);
  const dcg = top.reduce((sum, id, index) => sum + (relevant.has(id) ? 1 / Math.log2(index + 2) : 0), 0);
  const ideal = Array.from({ length: Math.min(K, relevant.size) }, (_, index) => 1 / Math.log2(index + 2)).reduce(
    (a, b) => a + b,
    0,
  );
  const found = top.filter((id) => relevant.has(id)).length;
  return { ndcg: ideal === 0 ? 0 : dcg / ideal, recall: relevant.size === 0 ? 0 : found / Math.min(K, relevant.size) };
}

/** One query's scores on each leg the run measured. */
export type Row = { corpus: string; q: string; kind: string; relevant: number } & Partial<Record<Leg, Scores>> & {
    /** Semantic search at its default threshold: the hits it counts (`total`), and how many of those past rank 10 are relevant. */
    semantic_total?: number;
    semantic_past_10?: { hits: number; relevant: number };
    /** Set when semantic search found nothing at its default threshold: whether its first ten without one held a relevant record. */
    semantic_lost?: boolean;
  };

/**
 * Semantic search's `total` at its default threshold and the precision of its hits past rank 10
 * (where the cut-off, not the ranking, decides what is counted), over the rows that measured it;
 * how many queries it answered with nothing, and of those how many lost to the cut-off a
 * relevant record the model ranked in its first ten.
 */
export function semanticCutoffSummary(rows: Row[]): {
  mean_total: number;
  past_10_precision: number | null;
  past_10_hits: number;
  empty: number;
  lost_to_cutoff: string[];
} | null {
  const measured = rows.filter((row) => row.semantic_total !== undefined);
  if (measured.length === 0) return null;
  const hits = measured.reduce((sum, row) => sum + (row.semantic_past_10?.hits ?? 0), 0);
  const relevant = measured.reduce((sum, row) => sum + (row.semantic_past_10?.relevant ?? 0), 0);
  return {
    mean_total: Number((measured.reduce((sum, row) => sum + row.semantic_total!, 0) / measured.length).toFixed(1)),
    past_10_precision: hits === 0 ? null : Number((relevant / hits).toFixed(3)),
    past_10_hits: hits,
    empty: measured.filter((row) => row.semantic_total === 0).length,
    lost_to_cutoff: measured.filter((row) => row.semantic_lost === true).map((row) => row.q),
  };
}

/** Mean scores per query kind and over all queries ('all', last); null for a leg no query measured. */
export function summarise(rows: Row[]) {
  const kinds = [...new Set(rows.map((row) => row.kind)), 'all'];
  return kinds.map((kind) => {
    const items = kind === 'all' ? rows : rows.filter((row) => row.kind === kind);
    const scores: Record<string, number | null> = {};
    for (const leg of LEGS) {
      const measured = items.filter((item) => item[leg]);
      for (const metric of ['ndcg', 'recall'] as const) {
        scores[`${leg}_${metric}`] =
          measured.length === 0 ? null : measured.reduce((sum, item) => sum + item[leg]![metric], 0) / measured.length;
      }
    }
    return { kind, queries: items.length, scores };
  });
}

export type Table = ReturnType<typeof summarise>;
export const ndcgOf = (table: Table, kind: string, leg: Leg) =>
  table.find((line) => line.kind === kind)?.scores[`${leg}_ndcg`] ?? null;

/** The legs the query translation reaches: semantic search, and hybrid's semantic leg (its keyword leg takes none). */
export const TRANSLATION_LEGS = ['semantic', 'hybrid_postgres'] as const;
export type TranslationLeg = (typeof TRANSLATION_LEGS)[number];

/** One kind's mean nDCG@10 on a translation leg with the translation on and off, and on less off. */
export interface TranslationScores {
  on: number | null;
  off: number | null;
  delta: number | null;
}

/**
 * The query translation's effect per query kind (and over all, last): each leg's mean nDCG@10
 * with it on (`on`, the run's rows) and off (`off`, the same queries in the same order), the
 * difference, and how many queries it moved on either leg. Rounded to three places.
 */
export function translationEffect(on: Row[], off: Row[]) {
  if (on.length !== off.length || on.some((row, index) => row.q !== off[index]!.q || row.kind !== off[index]!.kind))
    throw new Error('the rows with and without the translation must be the same queries in the same order');
  const [withTable, withoutTable] = [summarise(on), summarise(off)];
  const round = (value: number | null) => (value === null ? null : Number(value.toFixed(3)));
  return withTable.map(({ kind, queries }) => {
    const indexes = on.flatMap((row, index) => (kind === 'all' || row.kind === kind ? [index] : []));
    const moved = indexes.filter((index) =>
      TRANSLATION_LEGS.some((leg) => on[index]![leg]?.ndcg !== off[index]![leg]?.ndcg),
    ).length;
    const legs = Object.fromEntries(
      TRANSLATION_LEGS.map((leg) => {
        const [a, b] = [ndcgOf(withTable, kind, leg), ndcgOf(withoutTable, kind, leg)];
        return [leg, { on: round(a), off: round(b), delta: a === null || b === null ? null : round(a - b) }];
      }),
    ) as Record<TranslationLeg, TranslationScores>;
    return { kind, queries, moved, ...legs };
  });
}
export type TranslationTable = ReturnType<typeof translationEffect>;

/**
 * Per keyword engine, the mean nDCG@10 of the better of its keyword leg and the semantic leg for
 * each query: what hybrid would score if it always knew which leg to follow (null when the run did
 * not measure that engine). A fusion of the two rankings can beat it on a query only by mixing
 * both legs' right hits, so the gap to a target above it is for the legs to close.
 */
export function betterLegPerQuery(rows: Row[]): Record<'postgres' | 'elasticsearch', number | null> {
  const of = (engine: 'postgres' | 'elasticsearch') => {
    const measured = rows.filter((row) => row[`keyword_${engine}`] && row.semantic);
    if (measured.length === 0) return null;
    const sum = measured.reduce(
      (total, row) => total + Math.max(row[`keyword_${engine}`]!.ndcg, row.semantic!.ndcg),
      0,
    );
    return Number((sum / measured.length).toFixed(3));
  };
  return { postgres: of('postgres'), elasticsearch: of('elasticsearch') };
}

/**
 * The demo corpus's nDCG@10 per kind and leg that the relevance targets keep as a floor (README,
 * "Semantic and hybrid search"): no kind may fall below it (0.005 for the rounding).
 */
export const DEMO_BEFORE: Record<string, Partial<Record<Leg, number>>> = {
  english: {
    keyword_postgres: 0.948,
    keyword_elasticsearch: 0.967,
    semantic: 0.969,
    hybrid_postgres: 0.994,
    hybrid_elasticsearch: 0.994,
  },
  indonesian: {
    keyword_postgres: 1,
    keyword_elasticsearch: 0.995,
    semantic: 0.949,
    hybrid_postgres: 1,
    hybrid_elasticsearch: 0.995,
  },
  'cross-language': {
    keyword_postgres: 1,
    keyword_elasticsearch: 1,
    semantic: 0.993,
    hybrid_postgres: 1,
    hybrid_elasticsearch: 1,
  },
  paraphrase: {
    keyword_postgres: 0.164,
    keyword_elasticsearch: 0.138,
    semantic: 0.65,
    hybrid_postgres: 0.65,
    hybrid_elasticsearch: 0.65,
  },
  typo: {
    keyword_postgres: 1,
    keyword_elasticsearch: 1,
    semantic: 0.907,
    hybrid_postgres: 0.993,
    hybrid_elasticsearch: 0.993,
  },
  filtered: {
    keyword_postgres: 0.802,
    keyword_elasticsearch: 0.833,
    semantic: 0.782,
    hybrid_postgres: 0.833,
    hybrid_elasticsearch: 0.833,
  },
  all: {
    keyword_postgres: 0.8,
    keyword_elasticsearch: 0.8,
    semantic: 0.877,
    hybrid_postgres: 0.911,
    hybrid_elasticsearch: 0.91,
  },
};
export const DEMO_ROUNDING = 0.005;

/** A target: the value measured (null when the run did not measure it) and the value it must reach (null when that cannot be known). */
export interface Target {
  name: string;
  value: number | null;
  goal: number | null;
}

/** The relevance targets on the real-text corpus, per keyword engine (hybrid search). */
export function realTargets(table: Table): Target[] {
  const targets: Target[] = [];
  for (const engine of ['postgres', 'elasticsearch'] as const) {
    const hybrid = `hybrid_${engine}` as const;
    const keyword = `keyword_${engine}` as const;
    const goals: Array<[string, string, number]> = [
      ['all', 'overall', 0.85],
      ['indonesian', 'Indonesian queries over English listings', 0.85],
      ['paraphrase', 'paraphrases', 0.6],
      ['typo', 'one typo', 0.95],
      ['english', 'English head terms', 0.95],
    ];
    for (const [kind, label, goal] of goals)
      targets.push({ name: `${label}, hybrid (${engine}) ≥ ${goal}`, value: ndcgOf(table, kind, hybrid), goal });
    const legs = [ndcgOf(table, 'all', keyword), ndcgOf(table, 'all', 'semantic')];
    const better = legs.some((value) => value === null) ? null : Math.max(...(legs as number[]));
    targets.push({
      name: `hybrid (${engine}) ≥ 1.10 × its better single leg, overall`,
      value: ndcgOf(table, 'all', hybrid),
      goal: better === null ? null : 1.1 * better,
    });
  }
  return targets;
}

/** The Indonesian real-text corpus's query kinds, as its targets name them. */
export const REAL_ID_KINDS: Array<[string, string]> = [
  ['indonesian', 'Indonesian head terms'],
  ['paraphrase', 'Indonesian paraphrases'],
  ['english', 'English queries over Indonesian listings'],
  ['typo', 'one typo'],
];
/** The overall target on real text, applied to each kind of the Indonesian corpus too. */
export const REAL_ID_GOAL = 0.85;

/** The Indonesian real-text corpus: hybrid ≥ 0.85 overall and per kind, per keyword engine. */
export function realIdTargets(table: Table): Target[] {
  return (['postgres', 'elasticsearch'] as const).flatMap((engine) =>
    [['all', 'overall'] as [string, string], ...REAL_ID_KINDS].map(([kind, label]) => ({
      name: `${label}, hybrid (${engine}) ≥ ${REAL_ID_GOAL}`,
      value: ndcgOf(table, kind, `hybrid_${engine}`),
      goal: REAL_ID_GOAL,
    })),
  );
}

/** The demo corpus: every kind and leg at least what it scored before (DEMO_BEFORE, less the rounding). */
export function demoTargets(table: Table): Target[] {
  return Object.entries(DEMO_BEFORE).flatMap(([kind, legs]) =>
    Object.entries(legs).map(([leg, before]) => ({
      name: `${kind}, ${leg.replace('_', ' ')} ≥ ${before.toFixed(3)} (before)`,
      value: ndcgOf(table, kind, leg as Leg),
      goal: before - DEMO_ROUNDING,
    })),
  );
}

export type Verdict = 'met' | 'MISSED' | 'not measured';
export const verdictOf = (target: Target): Verdict =>
  target.value === null || target.goal === null ? 'not measured' : target.value >= target.goal ? 'met' : 'MISSED';

/** Supplier suggestions are judged on their first 5. */
export const SUGGESTIONS_K = 5;

/** Who a buyer wants for one RFQ: the wanted suppliers, how many items each covers, and each one's province. */
export interface Labels {
  itemsCovered: Map<string, number>;
  regionOf: Map<string, string | null>;
}

export interface RfqResult {
  title: string;
  wanted: number;
  returned: number;
  precision: number;
  firstIsBest: boolean;
  top: Array<{ name: string; coverage: number; wanted: boolean }>;
}

/**
 * precision@5 over min(5, wanted) (an RFQ nobody is wanted for scores 1 only when nothing is
 * suggested), and whether the first suggestion is a best supplier: one covering the most items,
 * in the RFQ's delivery province when such a one exists there.
 */
export function judge(
  rfq: EvalRfq,
  labels: Labels,
  ranked: Array<{ id: string; name: string; coverage: number }>,
): RfqResult {
  const wanted = labels.itemsCovered;
  const most = Math.max(0, ...wanted.values());
  let best = [...wanted].filter(([, covered]) => covered === most).map(([id]) => id);
  if (rfq.region) {
    const local = best.filter((id) => labels.regionOf.get(id) === rfq.region);
    if (local.length > 0) best = local;
  }
  const top = ranked.slice(0, SUGGESTIONS_K);
  const hits = top.filter((entry) => wanted.has(entry.id)).length;
  return {
    title: rfq.title,
    wanted: wanted.size,
    returned: ranked.length,
    precision: wanted.size === 0 ? (ranked.length === 0 ? 1 : 0) : hits / Math.min(SUGGESTIONS_K, wanted.size),
    firstIsBest: ranked.length > 0 && best.includes(ranked[0]!.id),
    top: top.map((entry) => ({ name: entry.name, coverage: entry.coverage, wanted: wanted.has(entry.id) })),
  };
}
