/** The largest request body the API reads (1 MiB, as the contract states); larger ones answer 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
