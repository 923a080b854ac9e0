import { apiPost } from '@client/lib/api/api-client';
import type { StoreCheck } from '@shared/schemas/media';

/** Asks the server to try its image store (a probe in the S3 bucket, Cloudinary's ping, or the local folder). */
export const checkMediaStore = () => apiPost<StoreCheck>('/api/admin/media/test');
