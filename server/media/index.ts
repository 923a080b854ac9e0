// The media feature: where images are stored, the image processes, the generated artwork, members' avatars,
// the admin's uploads and /uploads/ serving.
import type { FastifyPluginAsync } from 'fastify';
import type { Feature } from '@server/http/feature';
import { generatedArtRoutes } from './art/routes';
import { avatarRoutes } from './avatars/routes';
import { createImageWork } from './images/image-work';
import { createMediaStore } from './store/create-media-store';
import type { MediaStore } from './store/media-store';
import { adminUploadRoutes } from './uploads/routes';
import { registerUploadsServing } from './uploads/static';

const uploadsServing: FastifyPluginAsync = async (app) => registerUploadsServing(app);

export const mediaFeature: Feature = {
  setup: (app) => {
    // A store given to buildApp (the tests' fakes) is decorated there; otherwise the one configured.
    if (!app.hasDecorator('mediaStore')) app.decorate<MediaStore>('mediaStore', createMediaStore(app.config));
    // The image processes: a queue for the admin's and members' uploads, one for preview cards, ended with the server.
    const imageWork = createImageWork(app.config.media);
    app.decorate('imageWork', imageWork);
    app.addHook('onClose', async () => imageWork.close());
  },
  routes: [generatedArtRoutes, avatarRoutes, uploadsServing],
  adminRoutes: [adminUploadRoutes],
};
