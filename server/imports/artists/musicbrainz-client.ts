// MusicBrainz artist search by area (docs/contracts/external-services.md). MusicBrainz allows about one request
// per second per client and answers 503 beyond it, so every search in this process waits its turn.
import { IMPORT_SIZE } from '@shared/constants';
import type { Config } from '@server/config';
import { fetchJson } from '../lib/fetch-json';
import { createThrottle, type Throttle } from '../lib/throttle';
import { griotUserAgent } from '../lib/user-agent';

/** The fields of a search hit that the import reads. */
export interface MusicBrainzArtist {
  name: string;
  type: string | null;
  disambiguation: string | null;
  areaName: string | null;
}

export type ArtistSearchOutcome = { ok: true; artists: MusicBrainzArtist[] } | { ok: false; reason: string };

// A little over a second, so that network jitter never brings two requests closer than a second at
// MusicBrainz's end.
const MUSICBRAINZ_INTERVAL_MS = 1100;
export const musicBrainzThrottle: Throttle = createThrottle(MUSICBRAINZ_INTERVAL_MS);

/** `area:Nigeria`, or `area:"South Africa"`: anything but a single word is quoted as a Lucene phrase. */
export function areaQuery(location: string): string {
  if (/^[\p{L}\p{N}]+$/u.test(location)) return `area:${location}`;
  return `area:"${location.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

export function artistSearchUrl(baseUrl: string, location: string): URL {
  // Appended, not resolved, so that a mirror served under a path (https://host/mb) keeps it.
  const url = new URL(`${baseUrl}/ws/2/artist`);
  url.search = new URLSearchParams({ query: areaQuery(location), limit: String(IMPORT_SIZE), fmt: 'json' }).toString();
  return url;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const optionalString = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

function readArtist(value: unknown): MusicBrainzArtist | null {
  if (!isRecord(value)) return null;
  const name = optionalString(value.name);
  if (!name) return null;
  return {
    name,
    type: optionalString(value.type),
    disambiguation: optionalString(value.disambiguation),
    areaName: isRecord(value.area) ? optionalString(value.area.name) : null,
  };
}

export async function searchArtistsByArea(
  settings: Config['imports'],
  location: string,
  throttle: Throttle = musicBrainzThrottle,
): Promise<ArtistSearchOutcome> {
  await throttle();
  const outcome = await fetchJson(artistSearchUrl(settings.musicBrainzUrl, location), {
    headers: { 'User-Agent': griotUserAgent(settings.musicBrainzContact), Accept: 'application/json' },
    timeoutMs: settings.timeoutMs,
  });
  if (!outcome.ok) return { ok: false, reason: outcome.reason };
  if (!isRecord(outcome.body) || !Array.isArray(outcome.body.artists)) {
    return { ok: false, reason: 'the answer has no artists list' };
  }
  const artists = outcome.body.artists
    .map(readArtist)
    .filter((a): a is MusicBrainzArtist => a !== null)
    .slice(0, IMPORT_SIZE);
  if (artists.length === 0) return { ok: false, reason: `no artists found for ${areaQuery(location)}` };
  return { ok: true, artists };
}
