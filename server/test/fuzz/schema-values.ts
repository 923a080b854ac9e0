// Valid-looking values for a JSON Schema: what a well-behaved client would send, so that requests get
// past validation and into the handlers, the rules and the database.
import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** YYYY-MM-DD over the whole range the schema's `date` format accepts (years 0000 to 9999), mostly near today. */
export const isoDate = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.constantFrom('0000-01-01', '0001-01-01', '1582-10-10', '1970-01-01', '2024-02-29', '9999-12-31'),
  },
  {
    weight: 4,
    arbitrary: fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        year: fc.integer({ min: 0, max: 9999 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ year, month, day }) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`),
  },
);

/** Words a person writes: plain, accented, other scripts, emoji. Never blank. */
const word = fc.oneof(
  { weight: 6, arbitrary: fc.lorem({ maxCount: 1 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'Ọmọ',
      'Fẹlá',
      'Àṣà',
      'Ñandú',
      'مرحبا',
      'שלום',
      'ሰላም',
      '你好',
      'Ωmega',
      '🎶',
      '🥁🇳🇬',
      'naïve',
      "O'Brien",
      'AT&T',
      '100%',
      'snake_case',
    ),
  },
);
export const friendlyText = (maxLength: number) =>
  fc
    .array(word, { minLength: 1, maxLength: 8 })
    .map((words) => words.join(' ').slice(0, Math.max(1, maxLength)))
    .filter((text) => text.trim().length > 0);

const password = fc.string({ unit: 'grapheme-ascii', minLength: 8, maxLength: 64 });
const email = fc.emailAddress().filter((address) => address.length <= 254);

/** Per property name: values that pass the schema's rules, which a pattern-based generator would miss. */
const BY_NAME: Record<string, fc.Arbitrary<unknown>> = { email, password };

export function validValue(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
  if (name && BY_NAME[name] && schema.type === 'string') return BY_NAME[name];
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => validValue(member, name)));
  switch (schema.type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), { maxLength: 5 });
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 200;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return isoDate;
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.pattern) {
    const min = schema.minLength ?? 0;
    return fc
      .stringMatching(new RegExp(schema.pattern), { maxLength: Math.min(max, 120) })
      .filter((s) => s.length >= min && s.length <= max);
  }
  return friendlyText(Math.min(max, 120));
}

export function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, validValue(property, key)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}
