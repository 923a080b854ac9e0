// Seeds the large data set with set-based SQL (INSERT … SELECT … FROM generate_series), a few
// statements per table, so that a million rows take seconds rather than a million round trips.
// Posts and replies have real authors from the members, increasing times, and every counter and
// "last post / last reply" agrees with the rows, as the app's own writes would leave them.
import type { Database } from '../server/db/database';
import { migrateDatabase } from '../server/db/migrate';
import { seedDatabase } from '@server/seed/seed-database';
import type { RowCounts } from './options';
import { execute, queryRows } from './raw-sql';

export interface SeededData {
  forumId: string;
  /** The post with the million replies. */
  hotPostId: string;
  steps: Array<{ step: string; seconds: number }>;
  totalSeconds: number;
}

const FIRST_NAMES = [
  'Ada',
  'Kwame',
  'Zanele',
  'Tayo',
  'Wanjiru',
  'Moussa',
  'Amara',
  'Kofi',
  'Nia',
  'Chidi',
  'Fatou',
  'Sipho',
  'Yaa',
  'Tunde',
  'Aisha',
  'Jabari',
  'Lindiwe',
  'Emeka',
  'Awa',
  'Kojo',
  'Thandiwe',
  'Bongani',
  'Ife',
  'Oumar',
];
const LAST_NAMES = [
  'Obi',
  'Asante',
  'Dube',
  'Adebayo',
  'Kamau',
  'Diop',
  'Mensah',
  'Okafor',
  'Ndlovu',
  'Traore',
  'Mutua',
  'Balogun',
  'Keita',
  'Boateng',
  'Nkosi',
  'Eze',
  'Sow',
  'Otieno',
  'Addo',
  'Cisse',
  'Achebe',
  'Mbeki',
  'Owusu',
  'Kone',
];

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
const firstName = (i: string) => `(${sqlArray(FIRST_NAMES)})[1 + (${i}) % ${FIRST_NAMES.length}]`;
const lastName = (i: string) =>
  `(${sqlArray(LAST_NAMES)})[1 + ((${i}) / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`;
/** One of `values`, chosen by the integer expression `i`. */
const pick = (values: readonly string[], i: string) => `(${sqlArray(values)})[1 + (${i}) % ${values.length}]`;

/** A slug from a name that is already unique (the generators number every row). */
const slugOf = (name: string) => `trim(both '-' from regexp_replace(lower(${name}), '[^a-z0-9]+', '-', 'g'))`;

const ARTISTS = `
insert into artists (name, slug, discipline, bio, genre, location, image_url, created_at)
select n, ${slugOf('n')}, ${pick(['Musician', 'Visual Artist', 'Writer', 'Filmmaker', 'Designer', 'Performer'], 'i')},
  'Works between ' || ${pick(['Lagos', 'Accra', 'Nairobi', 'Dakar', 'Kampala', 'Cape Town'], 'i')} || ' and the diaspora; '
    || ${pick(['records with a band of ten.', 'paints on reclaimed wood.', 'writes about the sound of cities.', 'films street musicians.'], 'i / 7')},
  ${pick(['Afrobeats', 'Highlife', 'Amapiano', 'Afro-jazz', 'Painting', 'Poetry'], 'i')},
  ${pick(['Lagos, Nigeria', 'Accra, Ghana', 'Nairobi, Kenya', 'Dakar, Senegal'], 'i / 3')},
  '/media/avatars/' || replace(n, ' ', '%20') || '.svg',
  now() - i * interval '2 hours'
from generate_series(1, $1::int) i, lateral (select ${firstName('i')} || ' ' || ${lastName('i')} || ' ' || i as n) nm`;

// Products are made by the first thousand artists, in turn (run after ARTISTS).
const PRODUCTS = `
insert into products (name, slug, artist_id, type, price_kobo, description, image_url, created_at, updated_at)
select n, ${slugOf('n')}, makers.ids[1 + i % array_length(makers.ids, 1)],
  (enum_range(null::product_type))[1 + i % 5],
  150000 + (i::bigint * 7919) % 4850000,
  'Pressed in small runs and shipped from Lagos.',
  '/media/art/' || ${pick(['record', 'record', 'garment', 'garment', 'print'], 'i')} || '/bench-product-' || i || '.svg',
  t, t
from generate_series(1, $1::int) i,
  lateral (select ${pick(['Highlife', 'Lagos', 'Sahel', 'Makossa', 'Juju', 'Soukous', 'Kora', 'Benga', 'Afrobeat', 'Kwaito'], 'i')} || ' '
    || ${pick(['Nights', 'Sessions', 'Dreams', 'Roots', 'Echoes', 'Rhythms', 'Stories', 'Gold'], 'i / 10')} || ' No. ' || i as n) nm,
  lateral (select now() - i * interval '17 minutes' as t) tm,
  (select array_agg(id) as ids from (select id from artists order by created_at limit 1000) a) makers`;

// Every product is sold as one thing with a counted stock, as the admin would set it.
const VARIANTS = `
insert into product_variants (product_id, name, stock)
select id, 'Standard', 1000000 from products`;

const EVENTS = `
insert into events (name, slug, starts_at, location, venue, city, image_url, created_at)
select n, ${slugOf('n')},
  ((current_date + (i % 730) - 30) + time '19:00') at time zone 'Africa/Lagos',
  ${pick(['Lagos, Nigeria', 'Accra, Ghana', 'Nairobi, Kenya', 'Johannesburg, South Africa', 'Dakar, Senegal', 'Kigali, Rwanda'], 'i')},
  ${pick(['Freedom Park', 'Terra Kulture', 'The Shrine', 'Alliance Française'], 'i / 6')},
  ${pick(['Lagos', 'Accra', 'Nairobi', 'Johannesburg', 'Dakar', 'Kigali'], 'i')},
  '/media/art/stage/bench-event-' || i || '.svg',
  now() - i * interval '1 hour'
from generate_series(1, $1::int) i,
  lateral (select ${pick(['Afrobeats Night', 'Highlife Revival', 'Poetry Slam', 'Art Walk', 'Jazz Evening', 'Film Screening', 'Design Meetup', 'Drum Circle'], 'i')} || ' ' || i as n) nm`;

const STORIES = `
insert into stories (title, slug, author, date, excerpt, body, image_url, created_at)
select n, ${slugOf('n')},
  ${firstName('i + 7')} || ' ' || ${lastName('i + 3')},
  current_date - i / 3,
  'A look at the people, places and records behind a sound that crossed borders, told by those who were there.',
  'The first time the record played in Accra, nobody danced.' || chr(10) || chr(10) || 'By the third, everyone did.',
  '/media/art/pattern/bench-story-' || i || '.svg',
  now() - i * interval '8 hours'
from generate_series(1, $1::int) i,
  lateral (select ${pick(['How highlife shaped', 'The return of', 'Inside the studios of', 'A short history of', 'Why collectors love'], 'i')} || ' '
    || ${pick(['Accra', 'vinyl', 'Lagos nightlife', 'the kora', 'Nairobi galleries', 'Afro-jazz'], 'i / 5')} || ', part ' || i as n) nm`;

const MEMBERS = `
insert into community_users (display_name, handle, email, bio, discipline, avatar_url, join_date, reputation, last_seen)
select n, 'member' || i, 'member' || i || '@bench.griot.example', 'Creative from ' || ${pick(['Lagos', 'Accra', 'Nairobi', 'Dakar', 'Kigali'], 'i')} || '.',
  ${pick(['Musician', 'Visual Artist', 'Writer', 'Filmmaker', 'Designer', 'Performer', 'Creative', 'Other'], 'i')},
  '/media/avatars/' || replace(n, ' ', '%20') || '.svg',
  now() - (i % 730) * interval '1 day' - i * interval '1 second',
  (i * 37) % 500,
  -- A few dozen members online (seen in the last minutes), the rest seen before.
  case when i <= 40 then now() - i * interval '5 seconds' else now() - interval '1 day' - i * interval '1 minute' end
from generate_series(1, $1::int) i, lateral (select ${firstName('i')} || ' ' || ${lastName('i')} as n) nm`;

// Visitors' carts over the last month, each with one to three different variants: the cart tables are
// analysed with rows in them, as a shop's are, rather than empty (which plans a cart read as a scan).
const CARTS = `
insert into carts (visitor_hash, created_at, updated_at)
select encode(sha256(('bench-cart-' || i)::bytea), 'hex'), t, t
from generate_series(1, $1::int) i, lateral (select now() - (i % 43200) * interval '1 minute' as t) tm`;

const CART_LINES = `
insert into cart_lines (cart_id, variant_id, quantity, seen_price_kobo, created_at)
select c.id, v.id, 1 + (c.n + k) % 3, p.price_kobo, c.created_at
from (select id, created_at, row_number() over (order by id) as n from carts) c
cross join lateral generate_series(0, (c.n % 3)::int) k
cross join (select array_agg(id order by id) as ids from product_variants) vs
join product_variants v on v.id = vs.ids[1 + ((c.n * 31 + k * 7) % array_length(vs.ids, 1))::int]
join products p on p.id = v.product_id
on conflict do nothing`;

// Members by a dense index, so that posts and replies can pick their authors by arithmetic.
const MEMBER_INDEX = `
create table bench_member_index as
select (row_number() over (order by join_date, id) - 1)::int as n, id, display_name from community_users;
alter table bench_member_index add primary key (n)`;

// Post i (1 … P) is i steps after the first; the newest is an hour old. Posts 1 to 3 are pinned, and
// post 1 is the forum's welcome thread that gets the million replies.
const POSTS = `
insert into posts (forum_id, title, content, author, author_id, created_at, updated_at, is_pinned, tags)
select $1::uuid,
  case when i = 1 then 'Welcome thread: introduce yourself'
       else ${pick(['Looking for a producer in', 'Gig report from', 'Best record shops in', 'Feedback on my new track from', 'Collaboration call:', 'Question about royalties in'], 'i')} || ' '
         || ${pick(['Lagos', 'Accra', 'Nairobi', 'Dakar', 'Kampala', 'Johannesburg', 'London', 'Paris'], 'i / 6')} || ' (#' || i || ')' end,
  'Hello everyone, ' || ${pick(['I have been working on a highlife record', 'we are putting on a show next month', 'I found a box of old vinyl', 'my collective is looking for a designer'], 'i')}
    || ' and would love to hear what you think. '
    || ${pick(['Details below, and thanks in advance for any pointers.', 'Reply here or send me a message through my profile.', 'All levels welcome; we learn from each other.'], 'i / 4')}
    || ' ' || repeat('More context about the project and the people involved. ', 1 + i % 4),
  m.display_name, m.id, t, t, i <= 3,
  case i % 4 when 0 then '{}'::text[] when 1 then array['afrobeats'] when 2 then array['highlife', 'vinyl'] else array['collab', 'lagos', 'studio'] end
from generate_series(1, $2::int) i
join bench_member_index m on m.n = (i::bigint * 7919) % $3::int
cross join lateral (select now() - interval '1 hour' - ($2::int - i) * interval '30 seconds' as t) tm`;

// Reply j (1 … R) to the welcome thread, spread evenly from the post's time to two hours ago.
const REPLIES = `
insert into replies (post_id, content, author, author_id, created_at, updated_at)
select $1::uuid,
  ${pick(['Welcome! Great to have you here.', 'Hello from Accra, looking forward to your work.', 'Thanks for sharing, this is inspiring.', 'Count me in for the next session.', 'Which studio do you record in?'], 'j')}
    || ' (' || j || ')',
  m.display_name, m.id, t, t
from generate_series(1, $2::int) j
join bench_member_index m on m.n = (j::bigint * 104729) % $3::int
cross join (select created_at as first, (now() - interval '2 hours' - created_at) / $2::int as step from posts where id = $1::uuid) post
cross join lateral (select post.first + j * post.step as t) tm`;

const POST_COUNTERS = `
update posts set reply_count = r.count, last_reply_author = r.author, last_reply_created_at = r.created_at
from (
  select count(*)::int as count,
         (array_agg(author order by created_at desc, id desc))[1] as author,
         max(created_at) as created_at
  from replies where post_id = $1::uuid
) r
where posts.id = $1::uuid`;

const FORUM_COUNTERS = `
update forums set post_count = p.count, last_post_id = p.last_id, last_post_title = p.last_title,
  last_post_author = p.last_author, last_post_created_at = p.last_at
from (
  select count(*)::int as count, last.id as last_id, last.title as last_title, last.author as last_author, last.created_at as last_at
  from posts
  cross join (select id, title, author, created_at from posts where forum_id = $1::uuid order by created_at desc, id desc limit 1) last
  where posts.forum_id = $1::uuid
  group by last.id, last.title, last.author, last.created_at
) p
where forums.id = $1::uuid`;

const MEMBER_COUNTERS = `
update community_users set post_count = p.count
from (select author_id, count(*)::int as count from posts group by author_id) p
where community_users.id = p.author_id`;

// Followers are accounts (a follow belongs to an account); they never sign in, so their hash is a placeholder.
const FOLLOWER_ACCOUNTS = `
insert into users (email, password_hash, mail_replies)
select 'follower-' || i || '@bench.griot.test', 'never-signs-in', true from generate_series(1, $1::int) i`;

const FOLLOWS = `
insert into post_follows (user_id, post_id)
select id, $1::uuid from users where email like 'follower-%@bench.griot.test'`;

export async function seedLargeDataSet(
  database: Database,
  counts: RowCounts,
  log: (line: string) => void,
): Promise<SeededData> {
  const steps: SeededData['steps'] = [];
  const started = performance.now();
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    const result = await run();
    const seconds = (performance.now() - at) / 1000;
    steps.push({ step: name, seconds });
    log(`  ${name.padEnd(44)} ${seconds.toFixed(1).padStart(6)} s`);
    return result;
  };

  await step("migrate, forums (the server's own seed)", async () => {
    await migrateDatabase(database);
    await seedDatabase(database, { demoContent: false });
  });
  await step(`${counts.artists} artists`, () => execute(database, ARTISTS, [counts.artists]));
  await step(`${counts.products} products`, async () => {
    await execute(database, PRODUCTS, [counts.products]);
    await execute(database, VARIANTS);
  });
  await step(`${counts.carts} visitors' carts`, async () => {
    await execute(database, CARTS, [counts.carts]);
    await execute(database, CART_LINES);
  });
  await step(`${counts.events} events`, () => execute(database, EVENTS, [counts.events]));
  await step(`${counts.stories} stories`, () => execute(database, STORIES, [counts.stories]));
  await step(`${counts.members} members`, async () => {
    await execute(database, MEMBERS, [counts.members]);
    for (const statement of MEMBER_INDEX.split(';')) await execute(database, statement);
  });

  const [forum] = await queryRows<{ id: string }>(
    database,
    `select id from forums where category = 'General' order by created_at limit 1`,
  );
  if (!forum) throw new Error('The server seed created no General forum');
  await step(`${counts.forumPosts} posts in one forum`, () =>
    execute(database, POSTS, [forum.id, counts.forumPosts, counts.members]),
  );
  const [hotPost] = await queryRows<{ id: string }>(
    database,
    `select id from posts where forum_id = $1::uuid order by created_at asc, id asc limit 1`,
    [forum.id],
  );
  if (!hotPost) throw new Error('No post was seeded');
  await step(`${counts.postReplies} replies to one post`, () =>
    execute(database, REPLIES, [hotPost.id, counts.postReplies, counts.members]),
  );
  await step(`${counts.hotPostFollowers} accounts following that post`, async () => {
    await execute(database, FOLLOWER_ACCOUNTS, [counts.hotPostFollowers]);
    await execute(database, FOLLOWS, [hotPost.id]);
  });
  await step('counters and last post / last reply', async () => {
    await execute(database, POST_COUNTERS, [hotPost.id]);
    await execute(database, FORUM_COUNTERS, [forum.id]);
    await execute(database, MEMBER_COUNTERS);
    await execute(database, 'drop table bench_member_index');
  });
  // What autovacuum would do a minute after a bulk load: planner statistics and the visibility map.
  await step('vacuum analyze', () => execute(database, 'vacuum analyze'));

  return { forumId: forum.id, hotPostId: hotPost.id, steps, totalSeconds: (performance.now() - started) / 1000 };
}
