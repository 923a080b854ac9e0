// RSS 2.0 feeds of the stories and of the upcoming events, for readers and aggregators: every page's head
// names them (head-tags.ts). Links are absolute, from PUBLIC_URL. A feed has one address, in no language's
// prefix, so it is written in English (its request's language); its words are the catalogs' all the same.
import type { I18n } from '@lingui/core';
import { Feed } from 'feed';
import type { Db } from '@server/db/database';
import { listEvents } from '@server/catalog/events/repository';
import { listStories } from '@server/catalog/stories/repository';
import { formatEventStart } from './event-start';
import { SITE_DESCRIPTION, SITE_NAME } from './page-meta';
import { eventPlace } from '@shared/event-place';
import { messages } from '@shared/messages';
import { withValues } from '@server/lib/i18n/server-i18n';

/** How many items a feed carries: enough for a reader who checks weekly. */
export const FEED_ITEMS = 50;

const feedText = {
  storiesTitle: withValues(/*i18n*/ { id: 'feeds.stories.title', message: '{site}: stories' }, { site: SITE_NAME }),
  eventsTitle: withValues(
    /*i18n*/ { id: 'feeds.events.title', message: '{site}: upcoming events' },
    { site: SITE_NAME },
  ),
  eventsDescription: /*i18n*/ { id: 'feeds.events.description', message: 'Concerts, fairs and festivals.' },
  copyright: withValues(/*i18n*/ { id: 'feeds.copyright', message: '{site} and the authors' }, { site: SITE_NAME }),
};

function newFeed(publicUrl: string, path: string, title: string, description: string, i18n: I18n): Feed {
  return new Feed({
    id: `${publicUrl}${path}`,
    link: publicUrl,
    title,
    description,
    language: i18n.locale,
    copyright: i18n._(feedText.copyright),
    feedLinks: { rss: `${publicUrl}${path}` },
    generator: SITE_NAME,
  });
}

export async function storiesFeed(db: Db, publicUrl: string, i18n: I18n): Promise<string> {
  const feed = newFeed(publicUrl, '/feeds/stories.xml', i18n._(feedText.storiesTitle), i18n._(SITE_DESCRIPTION), i18n);
  const { items } = await listStories(db, { limit: FEED_ITEMS });
  for (const story of items) {
    const url = `${publicUrl}/stories/${story.slug}`;
    feed.addItem({
      id: url,
      link: url,
      title: story.title,
      description: story.excerpt,
      date: new Date(`${story.date}T12:00:00+01:00`),
      author: [{ name: story.author }],
      category: [{ name: story.category }],
    });
  }
  return feed.rss2();
}

export async function eventsFeed(db: Db, publicUrl: string, i18n: I18n): Promise<string> {
  const feed = newFeed(
    publicUrl,
    '/feeds/events.xml',
    i18n._(feedText.eventsTitle),
    i18n._(feedText.eventsDescription),
    i18n,
  );
  const { items } = await listEvents(db, { limit: FEED_ITEMS });
  for (const event of items) {
    const url = `${publicUrl}/events/${event.slug}`;
    const place = eventPlace(event);
    feed.addItem({
      id: url,
      link: url,
      title: event.cancelledAt ? i18n._(messages.eventCancelledTitle(event.name)) : event.name,
      description: `${formatEventStart(event.startsAt, i18n)}, ${place}.`,
      date: new Date(event.startsAt),
    });
  }
  return feed.rss2();
}
