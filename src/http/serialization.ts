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
 * costs about a tenth of the API's CPU on the list pages and a third more per request than the
 * bare baseline on the category tree (measured with the overhead benchmark, docs/performance.md). A response
 * schema is therefore compiled once into a projection: the object zod's parse would produce
 * (the schema's keys in the schema's order, unknown keys dropped, amounts as ExactNumber),
 * checked only for the JSON types, then written by the same JSON.stringify. Any part of a schema
 * the projection does not know (unions, records, defaults, transforms other than amounts,
 * refinements) is parsed by zod, and data the projection refuses goes through zod's serializer
 * whole, so a response that does not match its schema fails exactly as zod fails it.
 */
class ShapeMismatch extends Error {}
const mismatch = (): never => {
  throw new ShapeMismatch();
};

/** A projection; a simple one also says how to write it inline in generated code (`inline(x)`). */
type Projection = ((value: unknown) => unknown) & { inline?: (x: string) => string };

const withInline = (project: (value: unknown) => unknown, inline: (x: string) => string): Projection =>
  Object.assign(project, { inline });

const identity: Projection = withInline(
  (value) => value,
  (x) => x,
);

function byZod(schema: z.ZodType): Projection {
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : mismatch();
  };
}

/**
 * Whether an absent (undefined) field is simply left out, as zod's parse leaves it out: `.optional()`
 * around a schema without a default. Any other schema meeting undefined (a default, a transform,
 * `unknown`) goes to zod, which decides.
 */
const mayBeAbsent = (schema: z.ZodType) => schema._zod.def.type === 'optional' && schema._zod.optin === 'optional';

/**
 * An object's projection, generated as one function (the way zod and fast-json-stringify compile
 * theirs): every field read, checked and placed in one object literal in the schema's order. An
 * absent optional field becomes an undefined value, which JSON.stringify leaves out as zod's
 * parse did. Generated on first use: a recursive schema (the category tree) reaches itself.
 */
function objectProjection(schema: z.ZodObject, compiled: Map<z.ZodType, Projection>): Projection {
  let run: ((value: unknown) => unknown) | undefined;
  const generate = () => {
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>).filter(([key]) => key !== '__proto__');
    const projections = fields.map(([, field]) => compile(field, compiled));
    const lines = fields.map(([key, field], index) => {
      const x = `x${index}`;
      const project = projections[index]!;
      const value = project.inline ? project.inline(x) : `p[${index}](${x})`;
      return mayBeAbsent(field)
        ? `const ${x} = v[${JSON.stringify(key)}], y${index} = ${x} === undefined ? undefined : ${value};`
        : `const ${x} = v[${JSON.stringify(key)}]; if (${x} === undefined) return m(); const y${index} = ${value};`;
    });
    const literal = fields.map(([key], index) => `${JSON.stringify(key)}: y${index}`).join(', ');
    const source = [
      `if (typeof v !== 'object' || v === null || Array.isArray(v)) return m();`,
      ...lines,
      `return { ${literal} };`,
    ].join('\n');
    // Generated from our own schemas: keys are written as JSON string literals, nothing else is spliced in.
    const factory = new Function('p', 'm', `return function project(v) {\n${source}\n};`) as (
      p: Projection[],
      m: () => never,
    ) => (value: unknown) => unknown;
    return factory(projections, mismatch);
  };
  return (value) => {
    run ??= generate();
    return run(value);
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
const VALIDATION_ONLY_CHECKS = new Set([
  'string_format',
  'min_length',
  'max_length',
  'length_equals',
  'number_format',
  'greater_than',
  'less_than',
  'multiple_of',
]);

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
      return withInline(
        (value) => (typeof value === 'string' ? value : mismatch()),
        (x) => `(typeof ${x} === 'string' ? ${x} : m())`,
      );
    case 'number':
      // x - x is 0 for every finite number, NaN for NaN and the infinities (which zod refuses).
      return withInline(
        (value) => (typeof value === 'number' && Number.isFinite(value) ? value : mismatch()),
        (x) => `(typeof ${x} === 'number' && ${x} - ${x} === 0 ? ${x} : m())`,
      );
    case 'boolean':
      return withInline(
        (value) => (typeof value === 'boolean' ? value : mismatch()),
        (x) => `(typeof ${x} === 'boolean' ? ${x} : m())`,
      );
    case 'enum': {
      const values = new Set(Object.values(def.entries as Record<string, unknown>));
      return (value) => (values.has(value) ? value : mismatch());
    }
    case 'unknown':
    case 'any':
      return identity;
    case 'nullable': {
      const inner = compile(def.innerType as z.ZodType, compiled);
      const project: Projection = (value) => (value === null ? null : inner(value));
      return inner.inline ? withInline(project, (x) => `(${x} === null ? null : ${inner.inline!(x)})`) : project;
    }
    case 'optional': {
      const inner = compile(def.innerType as z.ZodType, compiled);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'lazy': {
      let inner: Projection | undefined;
      return (value) => {
        inner ??= compile((def.getter as () => z.ZodType)(), compiled);
        return inner(value);
      };
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
