import { describe, expect, it } from 'vitest';
import { PROFILE_DISCIPLINES } from '@shared/constants';
import { draftFromProfile, isDiscipline, readProfileDraft } from './profile-form';

describe('draftFromProfile', () => {
  it('starts the form from the stored profile', () => {
    expect(
      draftFromProfile({ displayName: 'Amara', handle: 'amara', bio: 'Kora player', discipline: 'Musician' }),
    ).toEqual({
      displayName: 'Amara',
      handle: 'amara',
      bio: 'Kora player',
      discipline: 'Musician',
    });
  });

  it('falls back to Creative when the stored discipline is not one of the eight', () => {
    expect(draftFromProfile({ displayName: 'A', handle: 'a_member', bio: '', discipline: 'Griot' }).discipline).toBe(
      'Creative',
    );
  });
});

describe('isDiscipline', () => {
  it('knows exactly the eight disciplines', () => {
    expect(PROFILE_DISCIPLINES.every(isDiscipline)).toBe(true);
    expect(PROFILE_DISCIPLINES).toHaveLength(8);
    expect(isDiscipline('musician')).toBe(false);
  });
});

describe('readProfileDraft', () => {
  it('trims the name and the bio, and takes the handle without its @', async () => {
    expect(
      await readProfileDraft({
        displayName: '  Amara O. ',
        handle: ' @amara_o ',
        bio: '\n Kora \n',
        discipline: 'Writer',
      }),
    ).toEqual({
      body: { displayName: 'Amara O.', handle: 'amara_o', bio: 'Kora', discipline: 'Writer' },
      problems: {},
    });
  });

  it('needs a display name and a handle of letters, digits or underscores, and keeps the bio within its limit', async () => {
    expect(
      (await readProfileDraft({ displayName: '   ', handle: 'a b', bio: 'x'.repeat(1001), discipline: 'Other' }))
        .problems,
    ).toEqual({
      displayName: 'Display name is required.',
      handle: 'A handle is 3 to 20 letters, digits or underscores (no spaces).',
      bio: 'Bio must be at most 1000 characters.',
    });
  });
});
