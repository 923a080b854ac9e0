import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the public targets', () => {
    expect(paths.music.to()).toBe('/music');
    expect(paths.forum.to('general')).toBe('/community/forum/general');
  });

  it('encodes ids so that they stay one path segment', () => {
    expect(paths.post.to('a/b c')).toBe('/community/post/a%2Fb%20c');
  });
});
