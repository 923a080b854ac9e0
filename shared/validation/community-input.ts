// The forum's rules (spec §5 and the community issue), shared by the forms and the server.

export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const TAGS_MAX = 5;
export const TAG_MAX = 30;
export const EXCERPT_LENGTH = 150;
export const BIO_MAX = 1000;
export const PROFILE_NAME_MAX = 60;

export interface CommunityProblem {
  field: 'title' | 'content' | 'tags' | 'displayName' | 'bio';
  message: string;
}

/** 'music, , Afrobeat ,live' → ['music', 'Afrobeat', 'live']: trimmed, empty entries dropped. */
export function parseTags(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

export function validatePost(input: { title: string; content: string; tags?: string | undefined }): CommunityProblem[] {
  const problems: CommunityProblem[] = [];
  const title = input.title.trim();
  const content = input.content.trim();
  if (!title) problems.push({ field: 'title', message: 'Title is required.' });
  else if (title.length > TITLE_MAX) problems.push({ field: 'title', message: `Title must be at most ${TITLE_MAX} characters.` });
  problems.push(...validateContent(content));
  const tags = parseTags(input.tags);
  if (tags.length > TAGS_MAX) problems.push({ field: 'tags', message: `At most ${TAGS_MAX} tags, please.` });
  if (tags.some((tag) => tag.length > TAG_MAX)) problems.push({ field: 'tags', message: `Each tag must be at most ${TAG_MAX} characters.` });
  return problems;
}

export function validateContent(content: string): CommunityProblem[] {
  const trimmed = content.trim();
  if (!trimmed) return [{ field: 'content', message: 'Content is required.' }];
  if (trimmed.length > CONTENT_MAX) return [{ field: 'content', message: `Content must be at most ${CONTENT_MAX.toLocaleString('en')} characters.` }];
  return [];
}

export function validateProfile(input: { displayName: string; bio: string }): CommunityProblem[] {
  const problems: CommunityProblem[] = [];
  const name = input.displayName.trim();
  if (!name) problems.push({ field: 'displayName', message: 'Display name is required.' });
  else if (name.length > PROFILE_NAME_MAX) problems.push({ field: 'displayName', message: `Display name must be at most ${PROFILE_NAME_MAX} characters.` });
  if (input.bio.trim().length > BIO_MAX) problems.push({ field: 'bio', message: `Bio must be at most ${BIO_MAX} characters.` });
  return problems;
}

/** The card's excerpt: the first 150 characters, cut at a word when one ends near the limit. */
export function excerptOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH - 30 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
