import { StoryInput } from '@shared/schemas/admin-catalog';
import { StoryEntry, StoryEntryPage } from '@shared/schemas/catalog';
import { BODY_LIMIT } from '@server/http/body-limits';
import { resourceRoutes } from '../lib/admin-resource/routes';
import { storiesRepository } from './admin-repository';

export const adminStoriesRoutes = resourceRoutes({
  list: 'stories',
  entity: 'story',
  searchedBy: 'title',
  input: StoryInput,
  item: StoryEntry,
  page: StoryEntryPage,
  repository: storiesRepository,
  bodyLimit: BODY_LIMIT.story,
});
