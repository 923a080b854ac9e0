// What an image upload is refused for (docs/product.md §5, §8), for the admin's and a member's picture
// fields and the server that checks them: Lingui message descriptors (docs/decisions/015-translations.md).
import { MAX_IMAGE_ASPECT_RATIO } from './constants';

export const imageMessages = {
  imageInvalidType: /*i18n*/ {
    id: 'media.image.invalid-type',
    message: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  },
  imageTooLarge: /*i18n*/ { id: 'media.image.too-large', message: 'Image file size must be less than 5MB' },
  imageExtremeShape: {
    .../*i18n*/ {
      id: 'media.image.extreme-shape',
      message: 'Image is too long and thin: its longer side may be at most {ratio} times its shorter side.',
    },
    values: { ratio: MAX_IMAGE_ASPECT_RATIO },
  },
  imageTooSlow: /*i18n*/ {
    id: 'media.image.too-slow',
    message: 'This image takes too long to process. Please try a smaller or simpler image.',
  },
} as const;
