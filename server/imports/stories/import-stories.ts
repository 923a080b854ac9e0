// Story import: up to 10 top headlines of a category and country from the News API, or the sample
// stories when no key is configured, the service fails or times out, or no article is usable.
import type { MessageDescriptor } from '@lingui/core';
import { IMPORT_SIZE, type StoryCategory } from '@shared/constants';
import { adminMessages } from '@shared/admin-messages';
import type { ImportResult, StoryImportBody } from '@shared/schemas/imports';
import type { ImportContext } from '../lib/import-context';
import { importResult } from '../lib/import-result';
import { insertNewStories } from '../lib/import-writer';
import { fetchTopHeadlines, type NewsCategory } from './news-client';
import { sampleStories } from './samples';
import type { StoryRow } from '../lib/import-writer';
import { toStoryRow } from './mapping';
import { withValues } from '@server/lib/i18n/server-i18n';

/** The story category of a news category's headlines. */
const STORY_CATEGORY_OF: Record<NewsCategory, StoryCategory> = {
  entertainment: 'Culture',
  music: 'Music',
  arts: 'Art',
  business: 'Business',
  technology: 'Culture',
};

export async function importStories(
  { db, settings, log, i18n, now = new Date() }: ImportContext,
  { category, country }: StoryImportBody,
): Promise<ImportResult> {
  const fallback = async (message: MessageDescriptor) => {
    const rows = sampleStories(now);
    return importResult(i18n._(message), 'Sample data', rows.length, await insertNewStories(db, rows));
  };
  const { newsApiKey } = settings;
  if (!newsApiKey) return fallback(adminMessages.newsKeyMissing);

  const headlines = await fetchTopHeadlines({ ...settings, newsApiKey }, category, country);
  const rows = headlines.ok
    ? headlines.articles
        .map((article) => toStoryRow(article, now, STORY_CATEGORY_OF[category]))
        .filter((row): row is StoryRow => row !== null)
        .slice(0, IMPORT_SIZE)
    : [];
  if (rows.length === 0) {
    log.warn(
      { reason: headlines.ok ? 'no usable articles' : headlines.reason },
      'News API is unavailable; importing sample stories',
    );
    return fallback(adminMessages.newsServiceUnavailable);
  }
  const imported = await insertNewStories(db, rows);
  return importResult(
    i18n._(
      withValues(
        /*i18n*/ {
          id: 'imports.stories.imported',
          message:
            '{imported, plural, one {Imported # story from the News API.} other {Imported # stories from the News API.}}',
        },
        { imported },
      ),
    ),
    'News API',
    rows.length,
    imported,
  );
}
