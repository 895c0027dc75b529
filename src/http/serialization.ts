import { randomBytes } from 'node:crypto';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Exact amounts on the wire. An amount is stored as Postgres numeric and handled as a decimal
 * string; JSON.stringify of a JavaScript number would round it past 15–17 significant digits
 * (999999999999999.9999 would become 1000000000000000). A response schema that declares an
 * amount with `exactNumber` writes the decimal's own digits as the JSON number.
 */
class ExactNumber {
  constructor(readonly digits: string) {}
  toJSON(): string {
    return `${MARK}${this.digits}`;
  }
}

// A marker no input can guess (a per-process nonce behind a control character, which
// JSON.stringify writes as \u0001), so only our own amounts are unwrapped.
const NONCE = randomBytes(12).toString('hex');
const MARK = `\u0001${NONCE}:`;
const MARKED = new RegExp(`"\\\\u0001${NONCE}:(-?\\d+(?:\\.\\d+)?)"`, 'g');
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** An amount in a response: a decimal string in, an exact JSON number out. */
export const exactNumber = () =>
  z
    .string()
    .regex(DECIMAL)
    .transform((digits) => new ExactNumber(digits))
    .meta({ type: 'number', description: 'Exact decimal amount (all digits kept)' });

/** The serializer of every route: the response schema checks the data, then exact amounts are unwrapped. */
export const serializerCompiler: ReturnType<typeof createSerializerCompiler> = (routeSchema) => {
  const serialize = createSerializerCompiler({})(routeSchema);
  return (data) => serialize(data).replace(MARKED, '$1');
};
