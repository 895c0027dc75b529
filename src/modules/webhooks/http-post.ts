import http from 'node:http';
import https from 'node:https';
import { checkLiteralHost, guardedLookup, RefusedTargetError } from './ssrf-guard.js';
import type { SignedDelivery } from './webhook-signing.js';

export interface PostOptions {
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: skip the SSRF guard (tests, local development). */
  allowPrivateTargets: boolean;
  userAgent: string;
}

export interface PostResult {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** Not sent: the SSRF guard refused the target's address. */
  refused?: boolean;
}

/**
 * One POST of a signed delivery, bounded by `timeoutMs` from start to the end of the response.
 * Never throws: every failure (refused target, DNS, connection, timeout, non-2xx) becomes the
 * result's `error`. Redirects are not followed; a 3xx is recorded with its Location.
 */
export function postWebhook(target: string, delivery: SignedDelivery, options: PostOptions): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`unsupported protocol ${url.protocol}`);
    if (!options.allowPrivateTargets) checkLiteralHost(url.hostname);
  } catch (error) {
    const message =
      error instanceof RefusedTargetError ? error.message : `invalid target URL: ${(error as Error).message}`;
    const refused = error instanceof RefusedTargetError;
    return Promise.resolve({ ok: false, statusCode: null, error: message, durationMs: elapsed(), refused });
  }

  return new Promise((resolve) => {
    let statusCode: number | null = null;
    let settled = false;
    const finish = (error: string | null, refused = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ok: error === null, statusCode, error, durationMs: elapsed(), refused });
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: {
        ...delivery.headers,
        'content-length': Buffer.byteLength(delivery.body),
        'user-agent': options.userAgent,
      },
      // The guard judges each address the socket is about to use (no DNS rebinding window).
      lookup: options.allowPrivateTargets ? undefined : guardedLookup,
      // A fresh connection per delivery: no pooled socket outlives the check of its address.
      agent: false,
    });
    const timer = setTimeout(() => {
      const phase = statusCode === null ? 'waiting for the response' : 'reading the response body';
      finish(`timed out after ${options.timeoutMs} ms ${phase}`);
      request.destroy();
    }, options.timeoutMs);
    request.on('response', (response) => {
      statusCode = response.statusCode ?? null;
      // The body is not needed, but reading it to the end lets the receiver finish cleanly.
      response.resume();
      response.on('error', () => {});
      response.on('end', () => {
        const code = statusCode ?? 0;
        if (code >= 200 && code < 300) return finish(null);
        if (code >= 300 && code < 400) {
          return finish(
            `receiver answered HTTP ${code}; redirect${response.headers.location ? ` to ${response.headers.location}` : ''} not followed`,
          );
        }
        finish(`receiver answered HTTP ${code}`);
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish(describeError(error), error instanceof RefusedTargetError);
    });
    request.end(delivery.body);
  });
}

function describeError(error: NodeJS.ErrnoException): string {
  if (error instanceof RefusedTargetError) return error.message;
  // Trying several addresses (IPv6 and IPv4) fails with an AggregateError whose own message is empty.
  if (error instanceof AggregateError && !error.message) {
    return (error.errors as Error[]).map((inner) => inner.message).join('; ') || 'connection failed';
  }
  if (error.code && !error.message.includes(error.code)) return `${error.code}: ${error.message}`;
  return error.message || String(error.code ?? 'request failed');
}
