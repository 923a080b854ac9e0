import { formatStoryDate } from '@shared/dates';
import type { StoryInput } from '@shared/schemas/admin-catalog';
import type { Story } from '@shared/schemas/catalog';
import { field, type EntityDefinition } from './entity-definition';

export const storyEntity: EntityDefinition<Story, StoryInput> = {
  section: 'stories',
  entity: 'story',
  fields: [
    field('text', 'title', 'Title'),
    field('text', 'author', 'Author'),
    field('date', 'date', 'Date'),
    field('textarea', 'excerpt', 'Excerpt'),
  ],
  schema: () => import('@shared/schemas/admin-catalog').then((schemas) => schemas.StoryInput),
  describe: (story) => ({ name: story.title, facts: [story.author, formatStoryDate(story.date)] }),
};
