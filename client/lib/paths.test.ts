import { describe, expect, it } from 'vitest';
import { joinPath, paths, signInPath } from './paths';

describe('paths', () => {
  it('builds the public targets', () => {
    expect(paths.music.to()).toBe('/music');
    expect(paths.forum.to('general')).toBe('/community/forum/general');
  });

  it('encodes ids so that they stay one path segment', () => {
    expect(paths.post.to('a/b c')).toBe('/community/post/a%2Fb%20c');
  });
});

describe('the way to sign in and back', () => {
  it('carries the address it was opened from, encoded', () => {
    expect(signInPath('/community/post/p1#add-reply')).toBe('/login?next=%2Fcommunity%2Fpost%2Fp1%23add-reply');
    expect(joinPath('/checkout')).toBe('/join?next=%2Fcheckout');
  });

  it('carries nothing from home or a sign-in screen, which would loop', () => {
    expect(signInPath('/')).toBe('/login');
    expect(signInPath(null)).toBe('/login');
    expect(signInPath('/login?next=%2Fmusic')).toBe('/login');
    expect(joinPath('/join')).toBe('/join');
  });
});
