import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';

// docker-compose.yml runs the production shape: each service's environment must be a valid
// configuration, with an admin listener of its own whose /readyz is the service's health check.
const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string>; healthcheck?: { test: string[] } }>;
};
const services = ['api', 'worker', 'agent'];

describe('docker-compose.yml', () => {
  it.each(services)(
    '%s: its environment parses and sets an admin listener reachable from the compose network',
    (name) => {
      const config = parseConfig(compose.services[name]!.environment!);
      expect(config.ADMIN_PORT).toBeGreaterThan(0);
      expect(config.ADMIN_HOST).toBe('0.0.0.0');
    },
  );

  it('gives each service its own admin port', () => {
    const ports = services.map((name) => compose.services[name]!.environment!.ADMIN_PORT);
    expect(new Set(ports).size).toBe(services.length);
  });

  it.each(services)('%s: the health check asks /readyz on its admin port', (name) => {
    const test = compose.services[name]!.healthcheck!.test.join(' ');
    expect(test).toContain('/readyz');
    expect(test).toContain('process.env.ADMIN_PORT');
  });
});
