// The profile form's values and rules: the shared checks (spec §5 and the community issue), trimmed
// text, and one of the eight disciplines whatever the stored value was.
import { PROFILE_DISCIPLINES } from '@shared/constants';
import type { Profile, ProfileBody } from '@shared/schemas/community';
import { validateProfile, type CommunityProblem } from '@shared/validation/community-input';

export type Discipline = (typeof PROFILE_DISCIPLINES)[number];

export interface ProfileDraft {
  displayName: string;
  bio: string;
  discipline: Discipline;
}

/** The spec's default discipline, also used when a stored one is not among the eight. */
export const DEFAULT_DISCIPLINE: Discipline = 'Creative';

export function isDiscipline(value: string): value is Discipline {
  return (PROFILE_DISCIPLINES as readonly string[]).includes(value);
}

export function draftFromProfile(profile: Pick<Profile, 'displayName' | 'bio' | 'discipline'>): ProfileDraft {
  return {
    displayName: profile.displayName,
    bio: profile.bio,
    discipline: isDiscipline(profile.discipline) ? profile.discipline : DEFAULT_DISCIPLINE,
  };
}

/** The body to send (trimmed), or the problems by field (nothing is sent while there are any). */
export function readProfileDraft(draft: ProfileDraft): { body: ProfileBody; problems: Partial<Record<CommunityProblem['field'], string>> } {
  const problems: Partial<Record<CommunityProblem['field'], string>> = {};
  for (const problem of validateProfile(draft)) problems[problem.field] ??= problem.message;
  return { body: { displayName: draft.displayName.trim(), bio: draft.bio.trim(), discipline: draft.discipline }, problems };
}
