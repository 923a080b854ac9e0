// The accounts API: the current session, sign in, join and sign out.
import type { JoinBody, LoginBody, SessionState } from '@shared/schemas/auth';
import { apiGet, apiPost } from '@client/lib/api/api-client';

export const getSession = () => apiGet<SessionState>('/api/auth/session');
export const postLogin = (body: LoginBody) => apiPost<SessionState>('/api/auth/login', body);
export const postJoin = (body: JoinBody) => apiPost<SessionState>('/api/auth/join', body);
export const postLogout = () => apiPost<null>('/api/auth/logout');
