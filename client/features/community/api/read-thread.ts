import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiPut } from '@client/lib/api/api-client';
import type { ThreadRead } from '@shared/schemas/community';
import { unreadKeys } from './unread-keys';

/** Marks the thread read up to its newest reply; the answer says what was new since the last visit. */
export const readThread = (postId: string) =>
  apiPut<ThreadRead>(`/api/posts/${encodeURIComponent(postId)}/read`, undefined);

/**
 * Opening a thread, once per thread shown, for a member: what was new to them as they came (the first new
 * reply, for its "New" marker), or null until known and for visitors. The lists' marks go stale with it.
 */
export function useThreadRead(postId: string, signedIn: boolean): ThreadRead | null {
  const queryClient = useQueryClient();
  const read = useMutation({
    mutationFn: readThread,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unreadKeys.all }),
  });
  const { mutate } = read;
  // Once per thread: a second open (React's checks in development, a render) would find nothing new.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || opened.current === postId) return;
    opened.current = postId;
    mutate(postId);
  }, [mutate, postId, signedIn]);
  return signedIn && read.variables === postId ? (read.data ?? null) : null;
}
