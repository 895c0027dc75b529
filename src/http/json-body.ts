import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { isSafeNumber, LosslessNumber, parse } from 'lossless-json';
import { ValidationError } from '../lib/errors.js';

/**
 * How deeply a request body may nest objects and arrays. No route needs more than a handful of
 * levels (a product's specifications are the deepest free-form part); the bound keeps every walk
 * over a body, the parser's own included, far from the stack's limit.
 */
export const MAX_BODY_DEPTH = 64;

/** Refused before anything else reads the body; the message is the whole 415 answer. */
export class UnsupportedMediaTypeError extends Error {
  readonly statusCode = 415;
  constructor() {
    super('Unsupported Content-Type: send application/json (UTF-8)');
  }
}

// fatal: a byte sequence that is not UTF-8 (ff fe, overlong c0 af, an encoded surrogate ed a0 80)
// throws instead of becoming U+FFFD, which would store something the client never sent.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether brackets nest deeper than `limit`, found by one pass that skips string contents. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * A JSON number as written. Numbers a double holds exactly stay JavaScript numbers; any other
 * (9007199254740993, 1234567890123.4567) keeps its digits as a LosslessNumber, which the amount
 * schemas read digit for digit and every other number schema reads as the nearest double.
 */
function exactWhereNeeded(text: string): number | LosslessNumber {
  return isSafeNumber(text) ? Number(text) : new LosslessNumber(text);
}

const nearestDouble = (text: string) => Number(text);

/**
 * Parses a JSON request body: UTF-8 only, nesting bounded, duplicate names refused, and numbers
 * kept exact when `exactNumbers` (routes whose body schema reads them; see `exactWhereNeeded`).
 */
export function parseJsonBody(body: Buffer, exactNumbers: boolean): unknown {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new ValidationError('Request body is not valid UTF-8');
  }
  if (text.trim() === '') throw new ValidationError('Request body is empty; send a JSON object');
  if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
    throw new ValidationError(`Request body nests objects and arrays deeper than ${MAX_BODY_DEPTH} levels`);
  }
  try {
    return parse(text, null, {
      parseNumber: exactNumbers ? exactWhereNeeded : nearestDouble,
      onDuplicateKey: ({ key }) => {
        throw new ValidationError(
          `Malformed JSON body: field "${key.length > 60 ? `${key.slice(0, 60)}…` : key}" appears twice in one object`,
        );
      },
    });
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw new ValidationError('Malformed JSON body');
  }
}

const UTF8_CHARSET = /^"?utf-?8"?$/i;

/**
 * Replaces Fastify's body parsers with this one for `application/json` only: any other type
 * (text/plain, which fetch sends for a string body, forms, none at all) answers 415.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // Fastify hands a body without any Content-Type to the first parser; that is not JSON either.
    const contentType = request.headers['content-type'];
    const charset = /;\s*charset=([^;]+)/i.exec(contentType ?? '')?.[1]?.trim();
    if (!isJson(contentType) || (charset !== undefined && !UTF8_CHARSET.test(charset)))
      return done(new UnsupportedMediaTypeError(), undefined);
    try {
      done(null, parseJsonBody(body as Buffer, request.routeOptions.schema?.body !== undefined));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // A body route reached with no body and no Content-Type never meets a parser: it is the same
  // mistake as the wrong type, so it answers the same 415 rather than "must be an object".
  // Attached to the routes with a body schema only, so no other request runs it.
  const refuseMissingBody: preValidationHookHandler = (request, _reply, done) => {
    done(
      request.body === undefined && !isJson(request.headers['content-type'])
        ? new UnsupportedMediaTypeError()
        : undefined,
    );
  };
  app.addHook('onRoute', (route) => {
    if (route.schema?.body === undefined) return;
    route.preValidation = [refuseMissingBody, ...[route.preValidation ?? []].flat()];
  });
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}
