import { API_BASE } from '../api/base';

/** A stored file path from the API (e.g. `/files/<sha>.png`) as a URL the browser can load. */
export const fileUrl = (path: string | null | undefined): string | undefined =>
  path ? `${API_BASE}${path}` : undefined;
