import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { AuthContext, useAuth, type AuthValue } from './auth-context';

function WhoAmI() {
  const { user } = useAuth();
  return <span>{user ? user.email : 'nobody'}</span>;
}

describe('useAuth', () => {
  it('throws its own message outside its provider', () => {
    expect(() => renderToString(<WhoAmI />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('gives the current user inside the provider', () => {
    const value: AuthValue = {
      user: {
        uid: '00000000-0000-4000-8000-000000000001',
        email: 'ada@example.com',
        role: 'member',
        emailVerified: true,
        displayName: null,
        locale: null,
      },
      loading: false,
      reachable: true,
      login: async () => undefined,
      join: async () => undefined,
      resetPassword: () => Promise.reject(new Error('not in this test')),
      logout: async () => undefined,
      refresh: async () => undefined,
    };
    expect(
      renderToString(
        <AuthContext.Provider value={value}>
          <WhoAmI />
        </AuthContext.Provider>,
      ),
    ).toContain('ada@example.com');
  });
});
