import { isDeepStrictEqual } from 'node:util';

/** The fields of `patch` whose value differs from `current` (undefined means "not sent"). */
export function changedFields<T extends object>(current: T, patch: Partial<T>): Array<keyof T & string> {
  return (Object.keys(patch) as Array<keyof T & string>).filter(
    (field) => patch[field] !== undefined && !isDeepStrictEqual(current[field], patch[field]),
  );
}
