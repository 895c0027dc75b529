// Reads the evaluation's labelled data (bench/eval/data/*.json): each file is a JSON array, and
// each entry is checked against its schema so that a mistyped label fails the run with the file
// and the entry named, before any search is sent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

export const DATA_DIR = join(import.meta.dirname, 'data');

/** The entries of `bench/eval/data/<name>`, each parsed by `entry`. */
export function readDataFile<T>(name: string, entry: z.ZodType<T>): T[] {
  const file = join(DATA_DIR, name);
  const where = `bench/eval/data/${name}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new Error(`${where}: expected a JSON array of entries`);
  return parsed.map((value: unknown, index) => {
    const result = entry.safeParse(value);
    if (result.success) return result.data;
    const label = typeof value === 'object' && value !== null ? labelOf(value as Record<string, unknown>) : '';
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(entry)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`${where}: entry ${index + 1}${label}: ${problems}`);
  });
}

/** A few words that find the entry in the file: its id, query, question or title. */
function labelOf(value: Record<string, unknown>): string {
  for (const key of ['id', 'q', 'question', 'title']) {
    if (typeof value[key] === 'string') return ` (${key} "${value[key]}")`;
  }
  return '';
}
