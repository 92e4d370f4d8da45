import { z } from 'zod';

/** Every API response is wrapped as `{success, message, data}`; the client adds httpCode 200. */
export interface ApiResponse<T> {
  success: boolean;
  message?: string;
  data: T;
  httpCode?: number;
}

/** The body of a rejected call (spec §8). `status` is added for 401. */
export interface ApiError {
  success: false;
  message: string;
  status?: number;
  errors?: Record<string, string>;
}

export { SERVER_ERROR_MESSAGE } from './constants';

import { idParamField, slugField } from './fields';

export const idParam = z.object({ id: idParamField() });
export const slugParam = z.object({ slug: slugField() });
