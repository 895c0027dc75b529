import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../lib/logger.js';
import { createChatSession, ProvidersFailedError, shouldFailOver } from './providers.js';

describe('shouldFailOver', () => {
  const statuses = Array.from({ length: 200 }, (_, index) => 400 + index);
  it.each(statuses)('status %i: the next provider is tried only on 429 and 5xx', (status) => {
    const error = OpenAI.APIError.generate(status, { error: { message: 'x' } }, 'x', new Headers());
    expect(shouldFailOver(error)).toBe(status === 429 || status >= 500);
  });

  it('fails over on a timeout and a lost connection, not on the caller aborting or a plain error', () => {
    expect(shouldFailOver(new OpenAI.APIConnectionTimeoutError())).toBe(true);
    expect(shouldFailOver(new OpenAI.APIConnectionError({ message: 'refused' }))).toBe(true);
    expect(shouldFailOver(new OpenAI.APIUserAbortError())).toBe(false);
    expect(shouldFailOver(new Error('bug'))).toBe(false);
  });
});

describe('createChatSession', () => {
  it('asks no provider once the question is out of time', async () => {
    const session = createChatSession([{ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', apiKey: undefined }], {
      timeoutMs: 1000,
      deadline: Date.now() - 1,
      log: silentLogger,
    });
    await expect(session.complete({ messages: [{ role: 'user', content: 'x' }] })).rejects.toThrow(
      ProvidersFailedError,
    );
  });

  it('tries every provider in order when none answers, then gives up', async () => {
    // Port 9 (discard) on loopback refuses connections: a lost connection each time.
    const providers = ['a', 'b'].map((name) => ({
      baseUrl: `http://127.0.0.1:9/${name}/v1`,
      model: name,
      apiKey: undefined,
    }));
    const session = createChatSession(providers, { timeoutMs: 1000, deadline: Date.now() + 5000, log: silentLogger });
    await expect(session.complete({ messages: [{ role: 'user', content: 'x' }] })).rejects.toThrow(
      'every chat provider failed',
    );
  });
});
