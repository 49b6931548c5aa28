import type { Random } from './prng.ts';

/** The subset of JSON Schema (OpenAPI 3.1) that Gatehouse's documents use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  additionalProperties?: JsonSchema | boolean;
};

/** A value matching each pattern the documents use, so a valid base request reaches the database. */
const patternSamples: Record<string, (random: Random) => string> = {
  '^#[\\da-f]{3}([\\da-f]{3})?$': () => '#a1b2c3',
  '^[A-Z_a-z]\\w*$': (random) => `fuzz_${random.token()}`,
  '^[A-Za-z]{2,3}(-[\\dA-Za-z]{2,8})*$': () => 'en-US',
  '^[\\da-z-]{1,21}$': (random) => `fuzz-${random.token()}`,
  '^\\S+@\\S+\\.\\S+$': (random) => `fuzz.${random.token()}@example.com`,
  '^\\d+$': (random) => `49151${String(random.below(1e8)).padStart(8, '0')}`,
  '^\\d{1,15}$': () => String(Date.now()),
  '^\\d{1,9}$': () => '1',
  '^\\d{4}(-\\d{2}){2}$': () => '2024-02-29',
};

const branches = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? schema.allOf;
const isNullOnly = (schema: JsonSchema) => schema.type === 'null';
const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

const sampleString = (schema: JsonSchema, random: Random, name: string) => {
  if (schema.pattern) {
    const known = patternSamples[schema.pattern];
    if (known) return known(random);
  }
  if (schema.format === 'uri' || /uri|url|avatar|logo|website/i.test(name))
    return `https://fuzz-${random.token()}.example.com/cb`;
  if (/email/i.test(name)) return `fuzz.${random.token()}@example.com`;
  let text = `fuzz_${random.token()}`;
  if (schema.minLength && text.length < schema.minLength) text = text.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined) text = text.slice(0, Math.max(schema.maxLength, 1));
  return text;
};

/**
 * A value valid against `schema` (as far as this subset can tell): required properties only, so
 * a mutation of one property is the request's only fault. `name` hints at strings (emails, URLs).
 */
export const sampleValue = (schema: JsonSchema, random: Random, name = ''): unknown => {
  if ('const' in schema) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const options = branches(schema);
  if (options) {
    const usable = options.filter((option) => !isNullOnly(option));
    return sampleValue(usable[0] ?? options[0]!, random, name);
  }
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema, random, name);
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sampleValue(schema.items ?? {}, random, name),
      );
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        object[key] = sampleValue(schema.properties?.[key] ?? {}, random, key);
      return object;
    }
    default:
      return schema.properties ? sampleValue({ ...schema, type: 'object' }, random, name) : 'fuzz';
  }
};

/** The object schema of a body (the first object branch of a union), if it has properties. */
export const objectSchemaOf = (schema: JsonSchema | undefined): JsonSchema | undefined => {
  if (!schema) return undefined;
  if (schema.properties) return schema;
  return (branches(schema) ?? []).map(objectSchemaOf).find(Boolean);
};
