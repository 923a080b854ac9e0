// Event import (docs/product.md §9): generated here, no network. One event a week starting 7 days from today,
// cycling through 8 templates, all at the location the admin typed.
import { IMPORT_SIZE } from '@shared/constants';
import { addDaysIso, todayIso } from '@shared/dates';
import type { EventRow } from '../lib/import-writer';
import { lagosLocalToInstant } from '@shared/lagos-time';
import { artUrl } from '@shared/art-urls';
import { clip, slugify } from '../lib/text';

interface EventTemplate {
  key: string;
  name: (location: string) => string;
}

// The location is part of each name so that imports for two places on the same day do not collide
// on the (name, date) uniqueness.
export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  { key: 'afrobeat-night', name: (at) => `Afrobeat Night in ${at}` },
  { key: 'highlife-sessions', name: (at) => `Highlife Sessions in ${at}` },
  { key: 'amapiano-block-party', name: (at) => `${at} Amapiano Block Party` },
  { key: 'spoken-word-evening', name: (at) => `${at} Spoken Word Evening` },
  { key: 'jazz-on-the-rooftop', name: (at) => `Jazz on the Rooftop, ${at}` },
  { key: 'art-and-craft-market', name: (at) => `${at} Art and Craft Market` },
  { key: 'drum-circle-sunday', name: (at) => `Drum Circle Sunday in ${at}` },
  { key: 'new-voices-showcase', name: (at) => `New Voices Showcase, ${at}` },
];

const FIRST_EVENT_IN_DAYS = 7;
const EVENING = '19:00';
const DAYS_BETWEEN_EVENTS = 7;

export function generateEvents(location: string, now: Date = new Date()): EventRow[] {
  const today = todayIso(now);
  return Array.from({ length: IMPORT_SIZE }, (_, i) => {
    const template = EVENT_TEMPLATES[i % EVENT_TEMPLATES.length]!;
    const date = addDaysIso(today, FIRST_EVENT_IN_DAYS + i * DAYS_BETWEEN_EVENTS);
    return {
      name: clip(template.name(location), 200),
      // An evening in Lagos time; the day the cards show is the database's, from the start.
      startsAt: lagosLocalToInstant(`${date}T${EVENING}`),
      location,
      city: location,
      imageUrl: artUrl('stage', slugify(`${template.key}-${date}`, 'event')),
    };
  });
}
