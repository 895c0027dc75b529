/** Offset paging as every list speaks it: the page asked for, and the page answered. */
export const PAGE_LIMIT = { default: 20, min: 1, max: 100 } as const;

export interface Paging {
  limit: number;
  offset: number;
}

export interface Page<T> {
  data: T[];
  total: number;
  limit: number;
  offset: number;
}
