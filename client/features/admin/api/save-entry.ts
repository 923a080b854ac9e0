import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiPost, apiPut } from '@client/lib/api/api-client';
import type { AdminSection } from '@client/lib/paths';
import { collectionPath, entryPath } from './admin-paths';
import { useRefreshAfterWrite } from './refresh-after-write';
import { uploadImage } from './upload-image';

export const createEntry = <Item>(section: AdminSection, input: object) =>
  apiPost<Item>(collectionPath(section), input);

/** `imageUrl` left out of the input keeps the stored image; null removes it. */
export const updateEntry = <Item>(section: AdminSection, id: string, input: object) =>
  apiPut<Item>(entryPath(section, id), input);

export interface EntrySave<Input> {
  input: Input;
  /** A newly chosen picture, uploaded first. */
  file: File | null;
  removeImage: boolean;
}

/** Adds an entry (no id) or changes one: uploads a chosen picture, then saves, then refreshes every list. */
export function useSaveEntry<Item, Input extends object>(section: AdminSection, id: string | null) {
  const refresh = useRefreshAfterWrite();
  // A retry after a failed save reuses the image already uploaded instead of sending it again.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  return useMutation({
    mutationFn: async ({ input, file, removeImage }: EntrySave<Input>) => {
      let imageUrl: string | null | undefined = removeImage ? null : undefined;
      if (file) {
        if (uploaded.current?.file !== file) uploaded.current = { file, url: (await uploadImage(section, file)).url };
        imageUrl = uploaded.current.url;
      }
      // Left out, imageUrl keeps the stored image; null removes it.
      const body = imageUrl === undefined ? input : { ...input, imageUrl };
      return id ? updateEntry<Item>(section, id, body) : createEntry<Item>(section, body);
    },
    // Here rather than in mutate(): the lists refresh even if the dialog was closed meanwhile.
    onSuccess: () => refresh(),
  });
}
