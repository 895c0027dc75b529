import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../tools/harness/processes.js';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number | string;
}

export interface Family {
  name: string;
  type: string;
  samples: Sample[];
}

/** A text exposition parsed by the Prometheus project's Python parser (tools/metrics/parse.sh); rejects what it refuses. */
export function parseExposition(text: string): Promise<Family[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      join(ROOT, 'tools/metrics/parse.sh'),
      { maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`the Prometheus parser refused the exposition: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as Family[]);
      },
    );
    child.stdin!.end(text);
  });
}

/** Every sample named `name` whose labels include `labels`. */
export function samples(families: Family[], name: string, labels: Record<string, string> = {}): Sample[] {
  return families
    .flatMap((family) => family.samples)
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
    );
}

/** The one sample's value (0 when the series does not exist yet: a counter never incremented). */
export function value(families: Family[], name: string, labels: Record<string, string> = {}): number {
  const found = samples(families, name, labels);
  if (found.length > 1) throw new Error(`${found.length} series of ${name} match ${JSON.stringify(labels)}`);
  return found.length === 0 ? 0 : Number(found[0]!.value);
}
