import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { AgentProvider } from '../config.js';
import type { Logger } from '../lib/logger.js';

/** Every provider failed (or none is configured): the gateway answers with its rule-based path. */
export class ProvidersFailedError extends Error {}

export type ChatRequest = Omit<ChatCompletionCreateParamsNonStreaming, 'model' | 'stream'>;

/**
 * Whether the next provider should be tried (429, 5xx, a timeout or a lost connection). A refused
 * request (400, 401, 404) would be refused by the next provider too when it is the same model
 * family, and says the configuration is wrong: the gateway falls back to its rules at once.
 */
export function shouldFailOver(error: unknown): boolean {
  if (error instanceof OpenAI.APIUserAbortError) return false;
  if (error instanceof OpenAI.APIConnectionError) return true; // includes timeouts and refused connections
  if (error instanceof OpenAI.APIError)
    return error.status === 429 || (error.status !== undefined && error.status >= 500);
  return false;
}

/**
 * The ordered provider list of one question. A request goes to the provider that answered last
 * (the first at the start); on 429, 5xx, a timeout or a lost connection the next is tried, and it
 * stays the one asked for the rest of the question. No provider is retried: the list is the retry.
 */
export function createChatSession(
  providers: readonly AgentProvider[],
  options: { timeoutMs: number; deadline: number; log: Logger },
) {
  const clients = providers.map((provider) => ({
    provider,
    client: new OpenAI({ apiKey: provider.apiKey ?? 'not-needed', baseURL: provider.baseUrl, maxRetries: 0 }),
  }));
  let current = 0;
  return {
    async complete(request: ChatRequest): Promise<{ completion: ChatCompletion; model: string }> {
      for (; current < clients.length; current += 1) {
        const { provider, client } = clients[current]!;
        const remaining = options.deadline - Date.now();
        if (remaining <= 0) throw new ProvidersFailedError('the question ran out of time');
        try {
          const completion = await client.chat.completions.create(
            { ...request, model: provider.model, stream: false },
            { timeout: Math.min(options.timeoutMs, remaining) },
          );
          return { completion, model: provider.model };
        } catch (error) {
          options.log.warn(
            { err: error, provider: provider.baseUrl, model: provider.model },
            'agent chat provider failed',
          );
          if (!shouldFailOver(error))
            throw new ProvidersFailedError(`provider ${provider.baseUrl} refused the request`);
        }
      }
      throw new ProvidersFailedError('every chat provider failed');
    },
  };
}

export type ChatSession = ReturnType<typeof createChatSession>;
