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
/** How a marker starts in JSON text: a response without it has no amount to unwrap, and skips the scan. */
const MARK_IN_JSON = `"\\u0001${NONCE}:`;
const unwrapAmounts = (text: string) => (text.includes(MARK_IN_JSON) ? text.replace(MARKED, '$1') : text);

/** The schemas `exactNumber` made, so the projection below writes them without running zod. */
const exactNumberSchemas = new WeakSet<z.ZodType>();

/** An amount in a response: a decimal string in, an exact JSON number out. */
export const exactNumber = () => {
  const schema = z
    .string()
    .regex(DECIMAL)
    .transform((digits) => new ExactNumber(digits))
    .meta({ type: 'number', description: 'Exact decimal amount (all digits kept)' });
  exactNumberSchemas.add(schema);
  return schema;
};

/*
 * Responses are built by our own mappers from typed rows, yet running each through zod's parse
 * cost about a tenth of the API's CPU on the list pages and a third more per request than the
 * bare baseline on the category tree (bench/overhead.ts, README "Our own overhead"). A response
 * schema is therefore compiled once into a projection: the object zod's parse would produce
 * (the schema's keys in the schema's order, unknown keys dropped, amounts as ExactNumber),
 * checked only for the JSON types, then written by the same JSON.stringify. Any part of a schema
 * the projection does not know (unions, records, defaults, transforms other than amounts,
 * refinements) is parsed by zod as before, and data the projection refuses goes through zod's
 * serializer whole, so a response that does not match its schema fails exactly as it did.
 */
class ShapeMismatch extends Error {}
const mismatch = (): never => {
  throw new ShapeMismatch();
};

type Projection = (value: unknown) => unknown;

const identity: Projection = (value) => value;

function byZod(schema: z.ZodType): Projection {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : mismatch();
  };
}

/** Whether an object field may be absent (zod's own rule: its schema is optional on the way in). */
const mayBeAbsent = (schema: z.ZodType) => schema._zod.optin === 'optional';

function objectProjection(schema: z.ZodObject, compiled: Map<z.ZodType, Projection>): Projection {
  // Fields are compiled on first use: a recursive schema (the category tree) reaches itself.
  let fields: Array<{ key: string; project: Projection; optional: boolean }> | undefined;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return mismatch();
    fields ??= Object.entries(schema.shape as Record<string, z.ZodType>)
      .filter(([key]) => key !== '__proto__')
      .map(([key, field]) => ({ key, project: compile(field, compiled), optional: mayBeAbsent(field) }));
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const { key, project, optional } of fields) {
      const item = input[key];
      if (item === undefined) {
        if (!optional) return mismatch();
        continue;
      }
      output[key] = project(item);
    }
    return output;
  };
}

/** The projection of one schema, memoised per schema instance (recursion included). */
function compile(schema: z.ZodType, compiled: Map<z.ZodType, Projection>): Projection {
  const known = compiled.get(schema);
  if (known) return known;
  let built: Projection | undefined;
  compiled.set(schema, (value) => built!(value));
  built = build(schema, compiled);
  compiled.set(schema, built);
  return built;
}

/** Checks that only refuse values (formats, lengths, bounds): a response we built passes them unchanged. */
const VALIDATION_ONLY_CHECKS = new Set(['string_format', 'min_length', 'max_length', 'length_equals', 'number_format', 'greater_than', 'less_than', 'multiple_of']);

function build(schema: z.ZodType, compiled: Map<z.ZodType, Projection>): Projection {
  if (exactNumberSchemas.has(schema)) {
    return (value) => (typeof value === 'string' && DECIMAL.test(value) ? new ExactNumber(value) : mismatch());
  }
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  // A check that may change the value (trim, lower case) or refuse what the types allow (a
  // refinement): zod decides those.
  if (def.checks?.some((check) => !VALIDATION_ONLY_CHECKS.has(check._zod.def.check))) return byZod(schema);
  switch (def.type) {
    case 'string':
      return (value) => (typeof value === 'string' ? value : mismatch());
    case 'number':
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? value : mismatch());
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : mismatch());
    case 'enum': {
      const values = new Set(Object.values(def.entries as Record<string, unknown>));
      return (value) => (values.has(value) ? value : mismatch());
    }
    case 'unknown':
    case 'any':
      return identity;
    case 'nullable': {
      const inner = compile(def.innerType as z.ZodType, compiled);
      return (value) => (value === null ? null : inner(value));
    }
    case 'optional': {
      const inner = compile(def.innerType as z.ZodType, compiled);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'lazy': {
      let inner: Projection | undefined;
      return (value) => (inner ??= compile((def.getter as () => z.ZodType)(), compiled))(value);
    }
    case 'array': {
      const element = compile(def.element as z.ZodType, compiled);
      return (value) => (Array.isArray(value) ? value.map((item) => element(item)) : mismatch());
    }
    case 'object':
      return def.catchall !== undefined ? byZod(schema) : objectProjection(schema as z.ZodObject, compiled);
    default:
      return byZod(schema);
  }
}

type SerializerCompiler = ReturnType<typeof createSerializerCompiler>;
const zodSerializerCompiler: SerializerCompiler = createSerializerCompiler({});

/**
 * The serializer of every route: the response's projection (or, when the data does not fit it,
 * zod's parse with its error), then exact amounts are unwrapped.
 */
export const serializerCompiler: SerializerCompiler = (routeSchema) => {
  const throughZod = zodSerializerCompiler(routeSchema);
  const schema = routeSchema.schema as z.ZodType;
  const project = schema instanceof z.ZodType ? compile(schema, new Map()) : undefined;
  const serialize = (data: unknown) => {
    if (project) {
      try {
        return JSON.stringify(project(data));
      } catch (error) {
        if (!(error instanceof ShapeMismatch)) throw error;
      }
    }
    return throughZod(data);
  };
  return (data) => unwrapAmounts(serialize(data));
};
