// The dialog's form ↔ the API: an item becomes the texts its fields show, and the texts become the
// input the server takes. Every value is text in the form; only price changes kind (naira ↔ kobo).
import { linesOfLinks, linksFromLines } from '@shared/artist-link-lines';
import { instantToLagosLocal } from '@shared/lagos-time';
import type { ArtistLinks } from '@shared/schemas/artist-links';
import { linesOfVariants, variantsFromLines } from '@shared/variant-lines';
import type { TicketTypeInput, VariantInput } from '@shared/schemas/admin-catalog';
import { ticketTypesFromLines } from '@shared/ticket-type-lines';
import type { ProductVariant } from '@shared/schemas/catalog';
import { problemsOf, type Problem } from '@client/lib/forms';
import { koboToPriceText, priceTextToKobo } from '@client/lib/price-text';
import type { AdminItem, EntityDefinition, FieldControl, FieldSpec } from './entity-definition';

/** The form's texts by field name. */
// An item is read through `read` when a field is not its own property (the artist's name).
export type FormValues = Record<string, string>;

function toText(control: FieldControl, value: unknown): string {
  if (control === 'price') return typeof value === 'number' ? koboToPriceText(value) : '';
  // The API gives instants; the field shows and takes Lagos time.
  if (control === 'datetime') return typeof value === 'string' && value ? instantToLagosLocal(value) : '';
  if (control === 'links') return typeof value === 'object' && value ? linesOfLinks(value) : '';
  if (control === 'variants') return Array.isArray(value) ? linesOfVariants(value as ProductVariant[]) : '';
  return typeof value === 'string' ? value : '';
}

/** Each variant that was there when the dialog opened carries the stock the admin was shown. */
function withStockSeen(variants: VariantInput[], shown: unknown): VariantInput[] {
  if (!Array.isArray(shown)) return variants;
  const seen = new Map((shown as ProductVariant[]).map((variant) => [variant.name.toLowerCase(), variant.stock]));
  return variants.map((variant) => {
    const stockSeen = seen.get(variant.name.toLowerCase());
    return stockSeen === undefined ? variant : { ...variant, stockSeen };
  });
}

function fromText(
  control: FieldControl,
  text: string,
  shown: unknown,
): string | number | ArtistLinks | VariantInput[] | TicketTypeInput[] | undefined {
  if (control === 'links') return linksFromLines(text);
  // No lines: the event sells no tickets.
  if (control === 'tickets') return ticketTypesFromLines(text);
  // No lines: the server's default (a new product's one variant; an edit keeps them).
  if (control === 'variants') return text.trim() ? withStockSeen(variantsFromLines(text), shown) : undefined;
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
          : toText(f.control, item[f.key])
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
      .map((f) => [f.inputKey ?? f.key, fromText(f.control, values[f.name] ?? '', item?.[f.key])] as const)
      .filter(([, value]) => value !== undefined),
  ) as Input;
}

/** The input and what is wrong with it by the schema the server applies, each problem under its field's name. */
export async function readForm<Item extends AdminItem, Input extends object>(
  definition: EntityDefinition<Item, Input>,
  values: FormValues,
  item: Item | null = null,
): Promise<{ input: Input; problems: Problem[] }> {
  const input = inputFromForm<Item, Input>(definition.fields, values, item);
  const nameOf = new Map<string, string>(definition.fields.map((f) => [f.inputKey ?? f.key, f.name]));
  const problems = await problemsOf(definition.schema, input);
  return {
    input,
    // A problem inside a field's value (`links/instagram`) shows under that field.
    problems: problems.map((problem) => {
      const key = problem.field.split('/')[0]!;
      return { ...problem, field: nameOf.get(key) ?? problem.field };
    }),
  };
}
