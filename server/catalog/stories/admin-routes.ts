import { StoryInput } from '@shared/schemas/admin-catalog';
import { Story, StoryPage } from '@shared/schemas/catalog';
import { resourceRoutes } from '../admin-resource/routes';
import { storiesRepository } from './admin-repository';

export const adminStoriesRoutes = resourceRoutes({
  list: 'stories',
  entity: 'story',
  searchedBy: 'title',
  input: StoryInput,
  item: Story,
  page: StoryPage,
  repository: storiesRepository,
});
