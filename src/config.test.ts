import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';
import { timeoutsOf } from './http/serve.js';

describe('HTTP timeouts in the config', () => {
  it('defaults to 10 s for headers, 30 s for the whole request and a 10 s shutdown grace', () => {
    expect(timeoutsOf(parseConfig({}))).toEqual({ headersMs: 10_000, requestMs: 30_000, shutdownGraceMs: 10_000 });
  });

  it('takes each from its variable', () => {
    const config = parseConfig({
      HTTP_HEADERS_TIMEOUT_MS: '2000',
      HTTP_REQUEST_TIMEOUT_MS: '5000',
      SHUTDOWN_GRACE_MS: '0',
    });
    expect(timeoutsOf(config)).toEqual({ headersMs: 2_000, requestMs: 5_000, shutdownGraceMs: 0 });
  });

  // Each bad value is refused naming its variable: below and above the range, not a whole number.
  const refused: Array<[string, string]> = [
    ['HTTP_HEADERS_TIMEOUT_MS', '999'],
    ['HTTP_HEADERS_TIMEOUT_MS', '600001'],
    ['HTTP_HEADERS_TIMEOUT_MS', '1.5'],
    ['HTTP_HEADERS_TIMEOUT_MS', 'soon'],
    ['HTTP_REQUEST_TIMEOUT_MS', '999'],
    ['HTTP_REQUEST_TIMEOUT_MS', '600001'],
    ['HTTP_REQUEST_TIMEOUT_MS', '2.5'],
    ['SHUTDOWN_GRACE_MS', '-1'],
    ['SHUTDOWN_GRACE_MS', '600001'],
    ['SHUTDOWN_GRACE_MS', 'later'],
  ];
  it.each(refused)('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}:`));
  });

  it('refuses a request timeout shorter than the headers timeout, naming both', () => {
    expect(() => parseConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /HTTP_REQUEST_TIMEOUT_MS: must be at least HTTP_HEADERS_TIMEOUT_MS \(20000\)/,
    );
    // Equal is allowed: the headers are part of the request.
    expect(
      timeoutsOf(parseConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '20000' })).requestMs,
    ).toBe(20_000);
  });
});
