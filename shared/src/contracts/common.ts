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

export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const slugParam = z.object({ slug: z.string().trim().min(1).max(200) });
