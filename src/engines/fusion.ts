/**
 * Reciprocal rank fusion of a keyword and a semantic ranking. A document's score is
 * (1 - ratio) / (k + keyword rank) + ratio / (k + semantic rank), a missing rank adding nothing.
 * With ratio 0 only the keyword leg counts and with ratio 1 only the semantic leg: a document
 * that only the silent leg returned scores 0 and is left out, so ratio 0 gives exactly the
 * keyword results. Ties are broken by the better rank in either leg, then by id, so the same
 * input always gives the same order (stable paging).
 */
export interface FusedHit {
  id: string;
  score: number;
  keywordRank: number | null;
  semanticRank: number | null;
}

export const RRF_RANK_CONSTANT = 60;

export function reciprocalRankFusion(
  keyword: readonly string[],
  semantic: readonly string[],
  options: { semanticRatio: number; k?: number },
): FusedHit[] {
  const k = options.k ?? RRF_RANK_CONSTANT;
  const ratio = options.semanticRatio;
  if (!(ratio >= 0 && ratio <= 1)) throw new RangeError(`semanticRatio must be within 0..1, got ${ratio}`);
  const hits = new Map<string, FusedHit>();
  const hit = (id: string) => {
    let entry = hits.get(id);
    if (!entry) hits.set(id, (entry = { id, score: 0, keywordRank: null, semanticRank: null }));
    return entry;
  };
  keyword.forEach((id, index) => {
    const entry = hit(id);
    if (entry.keywordRank !== null) return;
    entry.keywordRank = index + 1;
    entry.score += (1 - ratio) / (k + index + 1);
  });
  semantic.forEach((id, index) => {
    const entry = hit(id);
    if (entry.semanticRank !== null) return;
    entry.semanticRank = index + 1;
    entry.score += ratio / (k + index + 1);
  });
  const bestRank = (entry: FusedHit) => Math.min(entry.keywordRank ?? Infinity, entry.semanticRank ?? Infinity);
  return [...hits.values()]
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || bestRank(a) - bestRank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
