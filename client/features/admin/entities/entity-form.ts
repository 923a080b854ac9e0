// The dialog's form ↔ the API: an item becomes the texts its fields show, and the texts become the
// input the server takes. Every value is text in the form, but for the variants' rows; price changes kind
// (naira ↔ kobo).
import { linesOfLinks, linksFromLines } from '@shared/artist-link-lines';
import { instantToLagosLocal } from '@shared/lagos-time';
import type { ArtistLinks } from '@shared/schemas/artist-links';
import type { TicketTypeInput, VariantInput } from '@shared/schemas/admin-catalog';
import { ticketTypesFromLines } from '@shared/ticket-type-lines';
import type { ProductVariant } from '@shared/schemas/catalog';
import { problemsOf, type Problem } from '@client/lib/forms';
import { koboToPriceText, priceTextToKobo } from '@client/lib/price-text';
import type { AdminItem, EntityDefinition, FieldControl, FieldSpec } from './entity-definition';
import { rowsOfVariants, VARIANT_PARTS, variantsOfRows, type VariantPart, type VariantRow } from './variant-rows';

/** What one field holds: its text, or the variants' rows. */
export type FieldValue = string | VariantRow[];

/** The form's values by field name. */
// An item is read through `read` when a field is not its own property (the artist's name).
export type FormValues = Record<string, FieldValue>;

function toValue(control: FieldControl, value: unknown): FieldValue {
  if (control === 'price') return typeof value === 'number' ? koboToPriceText(value) : '';
  // The API gives instants; the field shows and takes Lagos time.
  if (control === 'datetime') return typeof value === 'string' && value ? instantToLagosLocal(value) : '';
  if (control === 'links') return typeof value === 'object' && value ? linesOfLinks(value) : '';
  if (control === 'variants') return Array.isArray(value) ? rowsOfVariants(value as ProductVariant[]) : [];
  return typeof value === 'string' ? value : '';
}

function fromValue(
  control: FieldControl,
  value: FieldValue,
  shown: unknown,
): string | number | ArtistLinks | VariantInput[] | TicketTypeInput[] | undefined {
  // No rows on a new product: the server's default, one variant whose stock is not counted. An edit sends
  // what is left, so that removing every row is refused rather than quietly ignored.
  if (control === 'variants') {
    const rows = Array.isArray(value) ? value : [];
    return rows.length > 0 || Array.isArray(shown) ? variantsOfRows(rows) : undefined;
  }
  const text = typeof value === 'string' ? value : '';
  if (control === 'links') return linksFromLines(text);
  // No lines: the event sells no tickets.
  if (control === 'tickets') return ticketTypesFromLines(text);
  return control === 'price' ? priceTextToKobo(text) : text.trim();
}

/** What the dialog starts with: the item's values when editing; when adding, empty texts and each select on its first choice. */
export function formFromItem<Item extends AdminItem>(
  fields: readonly FieldSpec<Item>[],
  item: Item | null,
): FormValues {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      item
        ? f.read
          ? (f.read as (item: Item) => string)(item)
          : toValue(f.control, item[f.key])
        : f.control === 'variants'
          ? []
          : (f.options?.[0]?.value ?? ''),
    ]),
  );
}

/**
 * The input the server takes, without the image (the dialog decides about that separately); `item` is the
 * entry as the dialog opened on it, null when adding.
 */
export function inputFromForm<Item extends AdminItem, Input extends object>(
  fields: readonly FieldSpec<Item>[],
  values: FormValues,
  item: Item | null = null,
): Input {
  return Object.fromEntries(
    fields
      .map((f) => [f.inputKey ?? f.key, fromValue(f.control, values[f.name] ?? '', item?.[f.key])] as const)
      .filter(([, value]) => value !== undefined),
  ) as Input;
}

/**
 * Where the dialog shows a message about `path` of the input ('endsAt', 'links/instagram',
 * 'variants/1/stock'), as the server or the schema names it: under the field that edits it, or for the
 * variants on the row's part ('variants/1/stock'; the row itself on its name); undefined when no field
 * edits it.
 */
export function errorKeyOf<Item>(fields: readonly FieldSpec<Item>[], path: string): string | undefined {
  const [key, index, part] = path.split('/');
  const spec = fields.find((f) => (f.inputKey ?? f.key) === key);
  if (!spec) return undefined;
  if (spec.control !== 'variants' || index === undefined || !/^\d+$/.test(index)) return spec.name;
  const shown: VariantPart = VARIANT_PARTS.includes(part as VariantPart) ? (part as VariantPart) : 'name';
  return `${spec.name}/${index}/${shown}`;
}

/**
 * The input and what is wrong with it by the schema the server applies, each problem under the key the
 * dialog shows it at (errorKeyOf).
 */
export async function readForm<Item extends AdminItem, Input extends object>(
  definition: EntityDefinition<Item, Input>,
  values: FormValues,
  item: Item | null = null,
): Promise<{ input: Input; problems: Problem[] }> {
  const input = inputFromForm<Item, Input>(definition.fields, values, item);
  const problems = await problemsOf(definition.schema, input);
  return {
    input,
    problems: problems.map((problem) => ({
      ...problem,
      field: errorKeyOf(definition.fields, problem.path ?? problem.field) ?? problem.field,
    })),
  };
}
