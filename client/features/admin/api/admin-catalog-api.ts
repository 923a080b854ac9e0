// The admin catalogue API: paged lists with search, create, update, delete, and image uploads. The
// resource's name is also its upload folder (products/, events/, artists/, stories/).
import { apiDelete, apiGet, apiPost, apiPut, apiUpload } from '@client/api/api-client';
import type { AdminSection } from '@client/lib/paths';
import type { UploadResult } from '@shared/schemas/media';

/** Items per page of an admin list. */
export const ADMIN_PAGE_SIZE = 20;

export interface AdminPage<T> {
  items: T[];
  nextCursor: string | null;
}

const collection = (section: AdminSection) => `/api/admin/${section}`;
const entry = (section: AdminSection, id: string) => `${collection(section)}/${encodeURIComponent(id)}`;

export function fetchAdminPage<T>(section: AdminSection, q: string, cursor: string | null, signal?: AbortSignal): Promise<AdminPage<T>> {
  return apiGet<AdminPage<T>>(collection(section), { query: { q: q || null, limit: ADMIN_PAGE_SIZE, cursor }, signal });
}

export const createEntry = <T>(section: AdminSection, input: object) => apiPost<T>(collection(section), input);

/** `imageUrl` left out of the input keeps the stored image; null removes it. */
export const updateEntry = <T>(section: AdminSection, id: string, input: object) => apiPut<T>(entry(section, id), input);

export const deleteEntry = (section: AdminSection, id: string) => apiDelete(entry(section, id));

export function uploadImage(section: AdminSection, file: File): Promise<UploadResult> {
  const form = new FormData();
  form.set('file', file);
  return apiUpload<UploadResult>(`/api/admin/uploads/${section}`, form);
}
