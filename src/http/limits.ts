/** The largest request body the API reads; larger ones answer 413 (API.md: 1 MiB). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
