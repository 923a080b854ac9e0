import { msg } from '@lingui/core/macro';
import { STORY_CATEGORIES } from '@shared/constants';
import { pageLocale } from '@client/lib/i18n/page-formats';
import { formatStoryDate } from '@shared/dates';
import type { StoryInput } from '@shared/schemas/admin-catalog';
import type { StoryEntry } from '@shared/schemas/catalog';
import { artistNameOf, field, type EntityDefinition } from './entity-definition';

export const storyEntity: EntityDefinition<StoryEntry, StoryInput> = {
  section: 'stories',
  entity: 'story',
  fields: [
    field('text', 'title', msg({ id: 'admin.story.field.title', message: 'Title' })),
    field('text', 'author', msg({ id: 'admin.story.field.author', message: 'Author' })),
    field('date', 'date', msg({ id: 'admin.story.field.date', message: 'Date' })),
    field('textarea', 'excerpt', msg({ id: 'admin.story.field.excerpt', message: 'Excerpt' })),
    field('textarea', 'body', msg({ id: 'admin.story.field.body', message: 'Story' }), { optional: true }),
    field('select', 'category', msg({ id: 'admin.story.field.category', message: 'Category' }), {
      options: STORY_CATEGORIES.map((category) => ({ value: category, label: category })),
    }),
    field('text', 'sourceName', msg({ id: 'admin.story.field.source', message: 'Source' }), { optional: true }),
    field('text', 'sourceUrl', msg({ id: 'admin.story.field.source-link', message: 'Source link' }), {
      optional: true,
    }),
    field('artist', 'artistRef', msg({ id: 'admin.story.field.artist', message: 'Artist' }), {
      name: 'artist',
      inputKey: 'artist',
      optional: true,
      read: artistNameOf,
    }),
  ],
  schema: () => import('@shared/schemas/admin-catalog').then((schemas) => schemas.StoryInput),
  describe: (story) => ({ name: story.title, facts: [story.author, formatStoryDate(story.date, pageLocale())] }),
};
