import { describe, expect, it } from 'vitest';
import { adminReturnPath, adminSignInPath, returnPath, safeNext } from './return-path';

describe('safeNext: only a path of this site', () => {
  it('keeps a path with its query and #hash', () => {
    expect(safeNext('/community/post/abc#add-reply')).toBe('/community/post/abc#add-reply');
    expect(safeNext('/community/forum/x?compose=1')).toBe('/community/forum/x?compose=1');
    expect(safeNext('/')).toBe('/');
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a scheme-relative address', '//evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,hi'],
    ['a relative path', 'music'],
    ['a tab the parser would drop', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['a NUL', '/music\u0000'],
    ['DEL', '/music\u007f'],
    ['nothing', ''],
    ['a leading space', ' /music'],
  ])('refuses %s', (_, next) => {
    expect(safeNext(next)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(safeNext(null)).toBeNull();
    expect(safeNext(undefined)).toBeNull();
  });
});

describe('returnPath', () => {
  it('leads home when next is refused, missing or a sign-in screen', () => {
    expect(returnPath('https://evil.example')).toBe('/');
    expect(returnPath('//evil.example')).toBe('/');
    expect(returnPath('/\\evil.example')).toBe('/');
    expect(returnPath(null)).toBe('/');
    expect(returnPath('/login?next=/music')).toBe('/');
    expect(returnPath('/join')).toBe('/');
  });

  it('leads to a safe next', () => {
    expect(returnPath('/tickets')).toBe('/tickets');
  });
});

describe('the admin sign-in', () => {
  it('leads to an admin page it was sent from, else the dashboard', () => {
    expect(adminReturnPath('/admin/mail?status=failed')).toBe('/admin/mail?status=failed');
    expect(adminReturnPath('/music')).toBe('/admin/dashboard');
    expect(adminReturnPath('//evil.example/admin')).toBe('/admin/dashboard');
    expect(adminReturnPath(null)).toBe('/admin/dashboard');
  });

  it('carries an admin page along, and nothing else', () => {
    expect(adminSignInPath('/admin/mail')).toBe('/admin/login?next=%2Fadmin%2Fmail');
    expect(adminSignInPath('/admin/dashboard')).toBe('/admin/login');
    expect(adminSignInPath('/music')).toBe('/admin/login');
  });
});
