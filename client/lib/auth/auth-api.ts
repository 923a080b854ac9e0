// The accounts API: the current session, sign in, join, sign out and a forgotten password.
import type {
  JoinBody,
  LoginBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  SessionState,
} from '@shared/schemas/auth';
import { apiGet, apiPost } from '@client/lib/api/api-client';

export const getSession = () => apiGet<SessionState>('/api/auth/session');
export const postLogin = (body: LoginBody) => apiPost<SessionState>('/api/auth/login', body);
export const postJoin = (body: JoinBody) => apiPost<SessionState>('/api/auth/join', body);
export const postLogout = () => apiPost<null>('/api/auth/logout');
export const postPasswordResetRequest = (body: PasswordResetRequestBody) =>
  apiPost<{ message: string }>('/api/auth/password-resets', body);
export const postPasswordReset = (body: PasswordResetBody) =>
  apiPost<SessionState>('/api/auth/password-resets/complete', body);
