// Where the server's generated images are served: the seed and the imports name images with these, and
// the server's art routes draw them (server/media/art).

export const ART_MOTIFS = ['record', 'garment', 'print', 'stage', 'pattern'] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

/** Where the avatar of a display name is served. */
export function avatarUrl(name: string): string {
  return `/media/avatars/${encodeURIComponent(name)}.svg`;
}

export function artUrl(motif: ArtMotif, seed: string): string {
  return `/media/art/${motif}/${seed}.svg`;
}
