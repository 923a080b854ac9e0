// The profile form's values and rules (docs/product.md §5, §10): trimmed text, checked against the body's
// schema as the server checks it, and one of the eight disciplines whatever the stored value was.
import { PROFILE_DISCIPLINES } from '@shared/constants';
import type { Profile, ProfileBody } from '@shared/schemas/community';
import { problemsByField, problemsOf } from '@client/lib/forms';

export type Discipline = (typeof PROFILE_DISCIPLINES)[number];

export interface ProfileDraft {
  displayName: string;
  handle: string;
  bio: string;
  discipline: Discipline;
}

/** The default discipline (docs/product.md §4), also used when a stored one is not among the eight. */
export const DEFAULT_DISCIPLINE: Discipline = 'Creative';

export function isDiscipline(value: string): value is Discipline {
  return (PROFILE_DISCIPLINES as readonly string[]).includes(value);
}

export function draftFromProfile(
  profile: Pick<Profile, 'displayName' | 'handle' | 'bio' | 'discipline'>,
): ProfileDraft {
  return {
    displayName: profile.displayName,
    handle: profile.handle,
    bio: profile.bio,
    discipline: isDiscipline(profile.discipline) ? profile.discipline : DEFAULT_DISCIPLINE,
  };
}

/** The body to send (trimmed), and the problems by field (nothing is sent while there are any). */
export async function readProfileDraft(
  draft: ProfileDraft,
): Promise<{ body: ProfileBody; problems: Partial<Record<string, string>> }> {
  const body = {
    displayName: draft.displayName.trim(),
    // Typed with its @ or not, the handle is the part after it.
    handle: draft.handle.trim().replace(/^@/u, ''),
    bio: draft.bio.trim(),
    discipline: draft.discipline,
  };
  const problems = await problemsOf(
    () => import('@shared/schemas/community').then((schemas) => schemas.ProfileBody),
    body,
  );
  return { body, problems: problemsByField(problems) };
}
