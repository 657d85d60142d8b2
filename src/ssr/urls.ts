import { fileUrl } from '../shared/fileUrl';

/** Site images at stable URLs (files of `public/`): the 1200×630 link-preview image and the square logo. */
export const BRAND_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;
export const BRAND_LOGO_PATH = '/icon-512.png';

/** `PUBLIC_URL` without a trailing slash, so paths can be appended. */
export const siteBase = (publicUrl: string): string => publicUrl.replace(/\/+$/, '');

/** An absolute URL of a site path (`/about` → `https://example.in/about`). */
export const absoluteUrl = (publicUrl: string, path: string): string =>
  `${siteBase(publicUrl)}${path.startsWith('/') ? path : `/${path}`}`;

/** The absolute URL of a stored file path from the API (`/files/<sha>.png`), or undefined without one. */
export const absoluteFileUrl = (publicUrl: string, path: string | null | undefined): string | undefined => {
  const url = fileUrl(path);
  return url ? absoluteUrl(publicUrl, url) : undefined;
};
