// Stories for the admin panel. A title is taken in any case (stories_title_idx).
import { StoryInput } from '@shared/schemas/admin-catalog';
import { presentStory } from './presenter';
import { stories } from '@server/db/schema';
import { resourceRepository } from '../admin-resource/repository';

export const storiesRepository = resourceRepository({
  table: stories,
  input: StoryInput,
  searchColumn: stories.title,
  present: presentStory,
  notFoundMessage: 'Story not found.',
  duplicateMessage: (values) => `A story titled "${values.title}" already exists.`,
});
