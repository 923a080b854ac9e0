import { ErrorBody } from '@shared/schemas/common';

/** Documents the one error shape on every route's 4xx and 5xx answers. */
export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
