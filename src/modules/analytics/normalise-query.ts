/** The longest query the search log keeps, in characters (a search's `q` allows as many). */
export const MAX_LOGGED_QUERY_LENGTH = 200;

/**
 * A query as the search log groups it: lower case, every run of white space one space, no
 * leading or trailing space, at most MAX_LOGGED_QUERY_LENGTH characters (whole characters: a
 * character outside the Basic Multilingual Plane is never cut in half). `Teak  Chair` and
 * `teak chair ` count as one query; spelling and word order are kept, so the operator reads what
 * partners typed.
 */
export function normaliseQuery(query: string): string {
  const collapsed = query.toLowerCase().replace(/\s+/gu, ' ').trim();
  const characters = [...collapsed];
  return characters.length <= MAX_LOGGED_QUERY_LENGTH
    ? collapsed
    : characters.slice(0, MAX_LOGGED_QUERY_LENGTH).join('').trimEnd();
}
