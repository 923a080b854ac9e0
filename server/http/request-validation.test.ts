// The rules of the request bodies live on their schemas and are checked twice: by ajv in the route and by
// TypeBox in the form. These properties hold both to the rules as they were first written (plain
// functions on the trimmed text, kept here as the reference) and to each other: whatever a person types,
// the form shows the messages that the server answers with.
import fc from 'fast-check';
import { registerRequestI18n } from '@server/http/request-i18n';
import { inEnglish, loadServerI18n } from '@server/lib/i18n/server-i18n';
import Fastify from 'fastify';
import type { TObject } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JoinBody, LoginBody } from '@shared/schemas/auth';
import { EventInput, ProductInput } from '@shared/schemas/admin-catalog';
import { checkBody } from '@shared/schemas/check-body';
import { NewPostBody, ProfileBody, ReplyBody } from '@shared/schemas/community';
import { parseTags } from '@shared/schemas/community-limits';
import { ONE_LINE_MESSAGE } from '@shared/schemas/text-rules';
import { registerErrorHandling } from '@server/error-handler';
import { registerRequestValidation } from './request-validation';

const BODIES: Record<string, TObject> = {
  post: NewPostBody,
  reply: ReplyBody,
  profile: ProfileBody,
  join: JoinBody,
  login: LoginBody,
  product: ProductInput,
  event: EventInput,
};

/** A bare app whose routes only validate: 400 with the message, or 204. */
async function validatingApp() {
  const app = Fastify();
  // Descriptors are said in the request's language, as in the app.
  registerRequestI18n(app, await loadServerI18n());
  registerErrorHandling(app);
  registerRequestValidation(app);
  for (const [name, body] of Object.entries(BODIES))
    app.post(`/${name}`, { schema: { body } }, (_request, reply) => reply.status(204).send());
  await app.ready();
  return app;
}

// ---- the rules as they were written before they moved onto the schemas (lengths in code points) ------

const length = (text: string) => [...text.trim()].length;
const blank = (text: string) => text.trim() === '';
/** A line break between two of the text's characters: names and titles are one line. */
const brokenLine = (text: string) => /\S\s*[\r\n\u2028\u2029]\s*\S/u.test(text);

function postRules({ title, content, tags }: { title: string; content: string; tags?: string }): string[] {
  const problems: string[] = [];
  if (blank(title)) problems.push('Title is required.');
  else if (length(title) > 200) problems.push('Title must be at most 200 characters.');
  if (brokenLine(title)) problems.push(inEnglish(ONE_LINE_MESSAGE));
  if (blank(content)) problems.push('Content is required.');
  else if (length(content) > 20_000) problems.push('Content must be at most 20,000 characters.');
  const parsed = parseTags(tags);
  if (parsed.length > 5) problems.push('At most 5 tags, please.');
  if (parsed.some((tag) => length(tag) > 30)) problems.push('Each tag must be at most 30 characters.');
  return problems;
}

function profileRules({ displayName, bio }: { displayName: string; bio: string }): string[] {
  const problems: string[] = [];
  if (blank(displayName)) problems.push('Display name is required.');
  else if (length(displayName) > 60) problems.push('Display name must be at most 60 characters.');
  if (brokenLine(displayName)) problems.push(inEnglish(ONE_LINE_MESSAGE));
  if (length(bio) > 1000) problems.push('Bio must be at most 1000 characters.');
  return problems;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
function joinRules({
  email,
  password,
  displayName,
}: {
  email: string;
  password: string;
  displayName?: string;
}): string[] {
  const problems: string[] = [];
  if (!(length(email) <= 254 && EMAIL_SHAPE.test(email.trim()))) problems.push('Please enter a valid e-mail address.');
  if ([...password].length < 8) problems.push('Password must be at least 8 characters.');
  if ([...password].length > 256) problems.push('Password must be at most 256 characters.');
  if (length(displayName ?? '') > 60) problems.push('Display name must be at most 60 characters.');
  if (brokenLine(displayName ?? '')) problems.push(inEnglish(ONE_LINE_MESSAGE));
  return problems;
}

// ---- typing: short texts of the characters that matter, and texts around each limit --------------------

const char = fc.constantFrom(' ', ' ', '\n', '\t', '\u00a0', ',', 'x', 'é', '🎶', '@', '.');
const short = fc.string({ unit: char, maxLength: 12 });
const space = fc.string({ unit: fc.constantFrom(' ', '\n', '\t'), maxLength: 3 });
/** A text whose trimmed length is near `limit`, with spaces around and inside it. */
const near = (limit: number) =>
  fc
    .tuple(space, fc.integer({ min: Math.max(1, limit - 2), max: limit + 2 }), fc.nat(limit), space)
    .map(([before, n, at, after]) => {
      const word = 'x'.repeat(n).split('');
      if (n > 2) word[Math.min(at, n - 2) || 1] = ' ';
      return `${before}${word.join('')}${after}`;
    });
const text = (limit: number) => fc.oneof(short, near(limit));
const tagText = fc.oneof(
  short,
  fc.array(fc.oneof(short, near(30)), { maxLength: 8 }).map((tags) => tags.join(',')),
);

describe('the rules on the request bodies', () => {
  let app: Awaited<ReturnType<typeof validatingApp>>;
  beforeAll(async () => {
    app = await validatingApp();
  });
  afterAll(() => app.close());

  /** The server's answer to `body` on `route`: its message when refused, '' when accepted. */
  async function serverSays(route: string, body: object): Promise<string> {
    const response = await app.inject({ method: 'POST', url: `/${route}`, payload: body });
    if (response.statusCode === 204) return '';
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    return error.message;
  }

  async function expectRules(route: string, body: object, rules: string[]) {
    const formSays = [...new Set(checkBody(BODIES[route]!, body).map((problem) => inEnglish(problem.message)))];
    expect(formSays, JSON.stringify(body)).toEqual(rules);
    expect(await serverSays(route, body), JSON.stringify(body)).toBe(rules.join(' '));
  }

  it('a post: title and content required and within their limits, at most 5 tags of at most 30', async () => {
    const post = fc.record({ title: text(200), content: fc.oneof(short, near(20_000)), tags: tagText });
    await fc.assert(
      fc.asyncProperty(post, (body) => expectRules('post', body, postRules(body))),
      { numRuns: 300 },
    );
  });

  it('a reply: content required and within its limit', async () => {
    const reply = fc.record({ content: fc.oneof(short, near(20_000)) });
    await fc.assert(
      fc.asyncProperty(reply, (body) => expectRules('reply', body, postRules({ title: 'T', ...body }))),
      { numRuns: 100 },
    );
  });

  it('a profile: a display name required and within its limit, the bio within its', async () => {
    const profile = fc.record({
      displayName: text(60),
      bio: fc.oneof(short, near(1000)),
      discipline: fc.constant('Writer'),
    });
    await fc.assert(
      fc.asyncProperty(profile, (body) => expectRules('profile', body, profileRules(body))),
      { numRuns: 200 },
    );
  });

  it('joining: an e-mail address, a password of 8 to 256 characters, a display name within its limit', async () => {
    const email = fc.oneof(
      short,
      fc.emailAddress(),
      fc.tuple(space, fc.emailAddress(), space).map((parts) => parts.join('')),
      near(254).map((x) => `a@b.${x.trim()}`),
    );
    const join = fc.record(
      { email, password: fc.oneof(short, text(8), near(256)), displayName: text(60) },
      { requiredKeys: ['email', 'password'] },
    );
    await fc.assert(
      fc.asyncProperty(join, (body) => expectRules('join', body, joinRules(body))),
      { numRuns: 300 },
    );
  });

  it('signing in: one message when the e-mail is blank or the password empty', async () => {
    const message = 'Please enter your e-mail and password.';
    await expectRules('login', { email: ' \n', password: '' }, [message]);
    await expectRules('login', { email: 'a@b.c', password: '' }, [message]);
    await expectRules('login', { email: '  ', password: ' ' }, [message]);
    await expectRules('login', { email: 'a', password: ' ' }, []);
  });

  it("an admin entry: each text required, the product's type and price, a start that is a date and time", async () => {
    const typeMessage = 'Type must be one of Album, Vinyl, T-Shirt, Hoodie, Art Print.';
    await expectRules('product', { name: ' ', artist: '', type: 'Tape', priceKobo: -1 }, [
      'Name is required.',
      'Artist is required.',
      typeMessage,
      'Price must be a valid amount.',
    ]);
    await expectRules('product', { name: 'N', artist: 'A', type: 'Album', priceKobo: 1.5 }, [
      'Price must be a valid amount.',
    ]);
    await expectRules('product', { artist: 'A', priceKobo: 100 }, ['Name is required.', typeMessage]);
    await expectRules('event', { location: ' ', startsAt: ' ', name: 'N' }, [
      'Start is required.',
      'Location is required.',
    ]);
    await expectRules('event', { name: 'N', startsAt: '2024-02-29T20:00', endsAt: '', location: 'L' }, []);
    await expectRules('event', { name: 'N', startsAt: '2024-02-29', endsAt: '9pm', location: 'L' }, [
      'Start must be a date and time.',
      'End must be a date and time.',
    ]);
    // The form's pattern cannot know the calendar: 30 February passes here and the server refuses it
    // (server/catalog/events/admin.test.ts).
    expect(checkBody(EventInput, { name: 'N', startsAt: '2025-02-30T20:00', location: 'L' })).toEqual([]);
    const product = { name: 'N', artist: 'A', type: 'Album', priceKobo: 1 };
    for (const imageUrl of ['/\\evil.test/x.png', '/\t/evil.test/x.png', 'https://user@evil.test/x.png'])
      await expectRules('product', { ...product, imageUrl }, ['Image must be an uploaded image or an https:// link.']);
    await expectRules(
      'product',
      { ...product, imageUrl: '/uploads/products/0123456789abcdef0123456789abcdef.webp' },
      [],
    );
  });

  it('words the failures no schema gives a message for as Fastify does, for a malformed request', async () => {
    expect(await serverSays('product', { name: 'N', artist: 'A', type: 'Album', priceKobo: 1, imageUrl: 5 })).toBe(
      'body/imageUrl must be string, body/imageUrl must be null, body/imageUrl must match a schema in anyOf',
    );
    // A body is read as sent: a number is not text, nor text a number (the address's parts are coerced).
    expect(await serverSays('post', { title: 42, content: 'C' })).toBe('body/title must be string');
    expect(await serverSays('product', { name: 'N', artist: 'A', type: 'Album', priceKobo: '100' })).toBe(
      'Price must be a valid amount.',
    );
  });
});
