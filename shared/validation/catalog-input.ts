// Required-field rules of spec §5 for the admin dialog, shared by the dialog and the server: every text
// field is required (after trimming), the product type is one of the five, the price is a valid amount.
import { PRODUCT_TYPES } from '../constants';
import type { ArtistInput, EventInput, ProductInput, StoryInput } from '../schemas/admin-catalog';

export interface InputProblem {
  field: string;
  message: string;
}

const required = (value: string | undefined, field: string, label: string, problems: InputProblem[]) => {
  if (!value || !value.trim()) problems.push({ field, message: `${label} is required.` });
};

export function validateProductInput(input: ProductInput): InputProblem[] {
  const problems: InputProblem[] = [];
  required(input.name, 'name', 'Name', problems);
  required(input.artist, 'artist', 'Artist', problems);
  if (!PRODUCT_TYPES.includes(input.type)) problems.push({ field: 'type', message: `Type must be one of ${PRODUCT_TYPES.join(', ')}.` });
  if (!Number.isSafeInteger(input.priceKobo) || input.priceKobo < 0) problems.push({ field: 'price', message: 'Price must be a valid amount.' });
  return problems;
}

export function validateEventInput(input: EventInput): InputProblem[] {
  const problems: InputProblem[] = [];
  required(input.name, 'name', 'Name', problems);
  required(input.date, 'date', 'Date', problems);
  required(input.location, 'location', 'Location', problems);
  return problems;
}

export function validateArtistInput(input: ArtistInput): InputProblem[] {
  const problems: InputProblem[] = [];
  required(input.name, 'name', 'Name', problems);
  required(input.discipline, 'discipline', 'Discipline', problems);
  required(input.bio, 'bio', 'Bio', problems);
  return problems;
}

export function validateStoryInput(input: StoryInput): InputProblem[] {
  const problems: InputProblem[] = [];
  required(input.title, 'title', 'Title', problems);
  required(input.author, 'author', 'Author', problems);
  required(input.date, 'date', 'Date', problems);
  required(input.excerpt, 'excerpt', 'Excerpt', problems);
  return problems;
}
