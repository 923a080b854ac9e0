import { StoryInput } from '@shared/schemas/admin-catalog';
import { Story, StoryPage } from '@shared/schemas/catalog';
import { validateStoryInput } from '@shared/validation/catalog-input';
import { resourceRoutes } from '../resource-routes';
import { storiesRepository } from './repository';

export const adminStoriesRoutes = resourceRoutes({ list: 'stories', entity: 'story', searchedBy: 'title', input: StoryInput, item: Story, page: StoryPage, validate: validateStoryInput, repository: storiesRepository });
