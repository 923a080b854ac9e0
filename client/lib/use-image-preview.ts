import { useCallback, useEffect, useRef, useState } from 'react';

export interface ImagePreview {
  file: File;
  /** An object URL of the file for an <img>; revoked when replaced, cleared or unmounted. */
  url: string;
}

/** The image chosen in a form, with a preview URL that never outlives it. */
export function useImagePreview() {
  const [preview, setPreview] = useState<ImagePreview | null>(null);
  // The URL to revoke on unmount; state is not readable from the cleanup.
  const current = useRef<string | null>(null);

  const replace = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    current.current = next?.url ?? null;
    setPreview(next);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );

  return { preview, choose: replace, clear: useCallback(() => replace(null), [replace]) };
}
