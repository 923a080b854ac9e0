// The accounts API: the current session, sign in, join, sign out, a forgotten password, the address's
// confirmation and the account's settings.
import type {
  ChangeEmailBody,
  ChangePasswordBody,
  EmailConfirmed,
  JoinBody,
  LoginBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  SessionState,
} from '@shared/schemas/auth';
import { apiGet, apiPost, apiPut } from '@client/lib/api/api-client';

export const getSession = () => apiGet<SessionState>('/api/auth/session');
export const postLogin = (body: LoginBody) => apiPost<SessionState>('/api/auth/login', body);
export const postJoin = (body: JoinBody) => apiPost<SessionState>('/api/auth/join', body);
export const postLogout = () => apiPost<null>('/api/auth/logout');
export const postPasswordResetRequest = (body: PasswordResetRequestBody) =>
  apiPost<{ message: string }>('/api/auth/password-resets', body);
export const postPasswordReset = (body: PasswordResetBody) =>
  apiPost<SessionState>('/api/auth/password-resets/complete', body);
export const postVerificationResend = () => apiPost<{ message: string }>('/api/auth/email-verifications');
export const postEmailConfirmation = (token: string) =>
  apiPost<EmailConfirmed>('/api/auth/email-verifications/complete', { token });
export const putPassword = (body: ChangePasswordBody) => apiPut<{ message: string }>('/api/account/password', body);
export const postEmailChange = (body: ChangeEmailBody) => apiPost<{ message: string }>('/api/account/email', body);
export const postSignOutEverywhere = () => apiPost<null>('/api/auth/sessions/revoke');
