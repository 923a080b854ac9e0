import { STORY_CATEGORIES } from '@shared/constants';
import { formatStoryDate } from '@shared/dates';
import type { StoryInput } from '@shared/schemas/admin-catalog';
import type { StoryEntry } from '@shared/schemas/catalog';
import { artistNameOf, field, type EntityDefinition } from './entity-definition';

export const storyEntity: EntityDefinition<StoryEntry, StoryInput> = {
  section: 'stories',
  entity: 'story',
  fields: [
    field('text', 'title', 'Title'),
    field('text', 'author', 'Author'),
    field('date', 'date', 'Date'),
    field('textarea', 'excerpt', 'Excerpt'),
    field('textarea', 'body', 'Story', { optional: true }),
    field('select', 'category', 'Category', {
      options: STORY_CATEGORIES.map((category) => ({ value: category, label: category })),
    }),
    field('text', 'sourceName', 'Source', { optional: true }),
    field('text', 'sourceUrl', 'Source link', { optional: true }),
    field('artist', 'artistRef', 'Artist', { name: 'artist', inputKey: 'artist', optional: true, read: artistNameOf }),
  ],
  schema: () => import('@shared/schemas/admin-catalog').then((schemas) => schemas.StoryInput),
  describe: (story) => ({ name: story.title, facts: [story.author, formatStoryDate(story.date)] }),
};
