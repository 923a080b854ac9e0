// MusicBrainz artist → catalogue artist: type becomes the discipline, disambiguation the bio.
import type { ArtistRow } from '../lib/import-writer';
import { avatarUrl } from '@shared/art-urls';
import type { MusicBrainzArtist } from './musicbrainz-client';
import { asSentence, clip } from '../lib/text';

const DISCIPLINES: Record<string, string> = {
  Person: 'Musician',
  Group: 'Band',
  Orchestra: 'Orchestra',
  Choir: 'Choir',
};

export function disciplineOf(type: string | null): string {
  return (type && DISCIPLINES[type]) || 'Artist';
}

export function toArtistRow(artist: MusicBrainzArtist, location: string): ArtistRow {
  const name = clip(artist.name, 200);
  const discipline = disciplineOf(artist.type);
  // MusicBrainz's area name is canonically spelt ('South Africa'), where the typed location may not be.
  const bio = artist.disambiguation
    ? asSentence(artist.disambiguation)
    : `${discipline} from ${artist.areaName ?? location}.`;
  return { name, discipline, bio: clip(bio, 4000), location: artist.areaName ?? location, imageUrl: avatarUrl(name) };
}
