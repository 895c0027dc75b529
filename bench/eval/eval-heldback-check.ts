// Checks the held-back sets without running any search: every label rule (with its filter)
// selects at least one listing of the corpus, and no query text repeats one of another set; and
// every rule of the Indonesian corpus's set selects at least one of its listings.
// Run: npx tsx bench/eval/eval-heldback-check.ts (exits 1 and names the query on a failure).
import { ID_CORPUS_FILE, readListings, relevantListings } from './eval-real-corpus.js';
import { BLIND_QUERIES } from './eval-blind-queries.js';
import { BLIND_2_QUERIES } from './eval-blind-2-queries.js';
import { HELDBACK_QUERIES } from './eval-heldback-queries.js';
import { REAL_QUERIES } from './eval-real-queries.js';
import { REAL_ID_QUERIES } from './eval-real-queries-id.js';

const listings = readListings();
const mainTexts = new Set(REAL_QUERIES.map((query) => query.q.toLowerCase()));
const problems: string[] = [];
const seen = new Set<string>();
const heldBack = [...HELDBACK_QUERIES, ...BLIND_QUERIES, ...BLIND_2_QUERIES];
for (const query of heldBack) {
  const key = `${query.q.toLowerCase()}|${query.region ?? ''}|${query.categoryOf ?? ''}`;
  if (seen.has(key)) problems.push(`repeated: ${query.q}`);
  seen.add(key);
  if (mainTexts.has(query.q.toLowerCase())) problems.push(`in the main set: ${query.q}`);
  const relevant = relevantListings(query, listings).size;
  if (relevant === 0) problems.push(`selects no listing: ${query.q}`);
}
const indonesianListings = readListings(ID_CORPUS_FILE);
for (const query of REAL_ID_QUERIES)
  if (relevantListings(query, indonesianListings).size === 0)
    problems.push(`selects no Indonesian listing: ${query.q}`);
const kinds = new Map<string, number>();
for (const query of heldBack) kinds.set(query.kind, (kinds.get(query.kind) ?? 0) + 1);
console.log(
  `${HELDBACK_QUERIES.length} + ${BLIND_QUERIES.length} + ${BLIND_2_QUERIES.length} held-back queries`,
  Object.fromEntries(kinds),
);
for (const problem of problems) console.error(problem);
process.exit(problems.length === 0 ? 0 : 1);
