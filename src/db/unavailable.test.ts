import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: insert into "businesses" ...', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', coded('ECONNRESET')],
    [
      'terminated by an administrator or a restart (57P01)',
      coded('57P01', 'terminating connection due to administrator command'),
    ],
    ['the server starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', coded('08006')],
    ['pg ending a connection', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['any of these wrapped by the query builder', wrapped(coded('ECONNREFUSED'))],
    ['twice wrapped', wrapped(wrapped(new Error('Connection terminated unexpectedly')))],
  ])('%s: unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', coded('42601')],
    ['a plain error', new Error('boom')],
    ['a wrapped query fault', wrapped(coded('22P02', 'invalid input syntax for type uuid'))],
    ['not an error', 'Connection terminated'],
    ['null', null],
  ])('%s: not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
