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

describe('the admin listener in the config', () => {
  it('is off by default and listens on loopback when ADMIN_PORT is set', () => {
    expect(parseConfig({}).ADMIN_PORT).toBeUndefined();
    expect(parseConfig({ ADMIN_PORT: '9464' })).toMatchObject({ ADMIN_PORT: 9464, ADMIN_HOST: '127.0.0.1' });
    expect(parseConfig({ ADMIN_PORT: '0', PORT: '0', AGENT_PORT: '0' }).ADMIN_PORT).toBe(0);
  });

  // Out of range, not a whole number, or the port the API or the gateway listens on.
  const refused: Array<[Record<string, string>, RegExp]> = [
    [{ ADMIN_PORT: '-1' }, /ADMIN_PORT:/],
    [{ ADMIN_PORT: '65536' }, /ADMIN_PORT:/],
    [{ ADMIN_PORT: '94.5' }, /ADMIN_PORT:/],
    [{ ADMIN_PORT: 'metrics' }, /ADMIN_PORT:/],
    [{ ADMIN_PORT: '3000' }, /ADMIN_PORT: must differ from PORT \(3000\)/],
    [{ ADMIN_PORT: '8080', PORT: '8080' }, /ADMIN_PORT: must differ from PORT \(8080\)/],
    [{ ADMIN_PORT: '3100' }, /ADMIN_PORT: must differ from AGENT_PORT \(3100\)/],
    [{ ADMIN_PORT: '9464', ADMIN_HOST: '' }, /ADMIN_HOST:/],
  ];
  it.each(refused)('refuses %j, naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});

describe('the query translation setting in the config', () => {
  it.each([
    [{}, 'on'],
    [{ SEMANTIC_QUERY_TRANSLATION: 'on' }, 'on'],
    [{ SEMANTIC_QUERY_TRANSLATION: 'off' }, 'off'],
  ])('%j gives %s', (env, expected) => {
    expect(parseConfig(env).SEMANTIC_QUERY_TRANSLATION).toBe(expected);
  });

  it.each(['', 'true', 'false', 'OFF', '0', 'no'])('refuses SEMANTIC_QUERY_TRANSLATION=%j, naming it', (value) => {
    const parse = () => parseConfig({ SEMANTIC_QUERY_TRANSLATION: value });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/\bSEMANTIC_QUERY_TRANSLATION:/);
  });
});
