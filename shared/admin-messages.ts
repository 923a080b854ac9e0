// The admin panel's texts (docs/product.md §5, §8), with the imports' and the image host's, apart from
// shared/messages.ts so that a visitor's first load carries none of them: Lingui message descriptors
// (docs/decisions/015-translations.md), shown with `i18n._(…)`.
import type { MessageDescriptor } from '@lingui/core';
import type { AdminEntity } from './domain';

export const adminMessages = {
  /** `reason`: the server's, when it refused what was sent; null when trying again may help. */
  saveFailed: (entity: AdminEntity, reason: string | null): MessageDescriptor =>
    reason
      ? {
          .../*i18n*/ {
            id: 'admin.entity-dialog.save-refused',
            message:
              '{entity, select, product {Failed to save product: {reason}} event {Failed to save event: {reason}} artist {Failed to save artist: {reason}} story {Failed to save story: {reason}} other {Failed to save {entity}: {reason}}}',
          },
          values: { entity, reason },
        }
      : {
          .../*i18n*/ {
            id: 'admin.entity-dialog.save-failed',
            message:
              '{entity, select, product {Failed to save product. Please try again.} event {Failed to save event. Please try again.} artist {Failed to save artist. Please try again.} story {Failed to save story. Please try again.} other {Failed to save {entity}. Please try again.}}',
          },
          values: { entity },
        },
  deleteConfirm: (entity: AdminEntity): MessageDescriptor => ({
    .../*i18n*/ {
      id: 'admin.delete-entry.confirm',
      message:
        '{entity, select, product {Are you sure you want to delete this product?} event {Are you sure you want to delete this event?} artist {Are you sure you want to delete this artist?} story {Are you sure you want to delete this story?} other {Are you sure you want to delete this {entity}?}}',
    },
    values: { entity },
  }),
  deleteFailed: (entity: AdminEntity, reason: string): MessageDescriptor => ({
    .../*i18n*/ {
      id: 'admin.delete-entry.failed',
      message:
        '{entity, select, product {Failed to delete product: {reason}} event {Failed to delete event: {reason}} artist {Failed to delete artist: {reason}} story {Failed to delete story: {reason}} other {Failed to delete {entity}: {reason}}}',
    },
    values: { entity, reason },
  }),
  cloudinaryWorking: /*i18n*/ {
    id: 'media.cloudinary.working',
    message: 'Cloudinary configuration is working correctly!',
  },
  cloudinaryIssues: /*i18n*/ {
    id: 'media.cloudinary.issues',
    message: 'Cloudinary configuration has issues. Check your credentials and upload preset.',
  },
  cloudinaryFailed: /*i18n*/ {
    id: 'media.cloudinary.failed',
    message: 'Cloudinary test failed. Check browser console for details.',
  },
  importFailed: (reason: string): MessageDescriptor => ({
    .../*i18n*/ { id: 'admin.import.failed', message: 'Import failed: {reason}' },
    values: { reason },
  }),
  enterLocation: /*i18n*/ { id: 'admin.import.enter-location', message: 'Please enter a location' },
  musicServiceUnavailable: /*i18n*/ {
    id: 'imports.artists.service-unavailable',
    message: 'The music service is unavailable, so sample data is in use.',
  },
  newsKeyMissing: /*i18n*/ {
    id: 'imports.stories.key-missing',
    message: 'The news key is not configured, so sample data is in use.',
  },
  newsServiceUnavailable: /*i18n*/ {
    id: 'imports.stories.service-unavailable',
    message: 'The news service is unavailable, so sample data is in use.',
  },
} as const;
