// What a request body's schema tells a person about their input. A schema node names the message of each
// of its keywords in `errorMessage` ({ pattern: <'Title is required.'> }), each a Lingui descriptor said in
// the reader's language (shared/texts.ts); on a property, `required` is the message when the property is
// missing; on a list, `item` words a message about one of its entries ('Ticket type {number}: {problem}'),
// so that it says which: 'Ticket type 2: Price must be a valid amount.'. The server (ajv) and the forms
// (TypeBox) report the same failed keywords, and both turn them into problems here, so both say the same.
import type { TObject, TSchema } from 'typebox';
import { withValues, type MessageDescriptor } from '../texts';

/** One thing wrong with one field of a body, in the words the person reads. */
export interface Problem {
  field: string;
  message: MessageDescriptor;
  /** Where inside the field's value, when deeper than the field: 'variants/1/stock'. */
  path?: string;
}

/** A failed keyword as both validators report it, `schemaPath` pointing at the schema node that failed. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: unknown;
  /** The name refused, for a failure under `propertyNames` (whose instancePath is the object's). */
  propertyName?: string;
}

/** A rule's message: a catalog text (server/http/rule-messages.test.ts proves every schema's is one). */
export type RuleText = MessageDescriptor;

type Messages = Partial<Record<string, RuleText>>;

const messagesOf = (node: unknown): Messages =>
  (typeof node === 'object' && node !== null && (node as { errorMessage?: Messages }).errorMessage) || {};
/** The node a JSON pointer ('#/properties/title/allOf/0') names, or undefined. */
function nodeAt(schema: TSchema, pointer: string): unknown {
  const steps = pointer.replace(/^#\/?/, '').split('/').filter(Boolean);
  return steps.reduce<unknown>(
    (node, step) => (node as Record<string, unknown> | undefined)?.[step.replace(/~1/g, '/').replace(/~0/g, '~')],
    schema,
  );
}

function missingProperties(params: unknown): string[] {
  const { missingProperty, requiredProperties } = (params ?? {}) as {
    missingProperty?: string;
    requiredProperties?: string[];
  };
  return missingProperty ? [missingProperty] : (requiredProperties ?? []);
}

/**
 * The problems that `schema` words, in the order of its properties; failures it gives no message for
 * (a malformed request rather than a person's typing) are left out.
 */
export function problemsIn(schema: TObject, errors: readonly SchemaError[]): Problem[] {
  const problems: Problem[] = [];
  for (const error of errors) {
    if (error.keyword === 'required' && error.instancePath === '') {
      for (const field of missingProperties(error.params)) {
        const message = messagesOf(schema.properties[field]).required;
        if (message) problems.push({ field, message });
      }
      continue;
    }
    const node = nodeAt(schema, error.schemaPath);
    if (error.keyword === 'required') {
      // A property missing inside an entry ('variants/0'): named by its own path, in its own words when
      // it has them ('Variant name is required.'), else in the entry's.
      for (const property of missingProperties(error.params)) {
        const own = messagesOf(nodeAt(schema, `${error.schemaPath}/properties/${property}`)).required;
        const problem = problemAt(schema, `${error.instancePath}/${property}`, own ?? messagesOf(node).required);
        if (problem) problems.push(problem);
      }
      continue;
    }
    const problem = problemAt(schema, error.instancePath, messagesOf(node)[error.keyword], error.propertyName);
    if (problem) problems.push(problem);
  }
  const order = Object.keys(schema.properties);
  return problems.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/** The problem `message` makes at `instancePath` ('/variants/1/stock'), or null when there is no message or field. */
function problemAt(
  schema: TObject,
  instancePath: string,
  message: MessageDescriptor | undefined,
  propertyName?: string,
): Problem | null {
  const [, field = propertyName, index, ...rest] = instancePath.split('/');
  if (!message || !field) return null;
  if (index === undefined) return { field, message };
  const path = [field, index, ...rest].join('/');
  const item = /^\d+$/.test(index) ? messagesOf(schema.properties[field]).item : undefined;
  return { field, path, message: item ? withValues(item, { number: Number(index) + 1, problem: message }) : message };
}
