/**
 * The site's public origin (`PUBLIC_URL`) for links shared outside the site (a WhatsApp message naming a
 * job's address). The server's render sets it; in the browser it is read from the page's canonical link,
 * which the server wrote from the same setting, so both render the same links.
 */
let serverOrigin: string | undefined;

/** Called once by the server's render entry with `PUBLIC_URL`. */
export function setSiteOrigin(publicUrl: string): void {
  serverOrigin = new URL(publicUrl).origin;
}

export function siteOrigin(): string {
  if (serverOrigin) return serverOrigin;
  if (typeof document !== 'undefined') {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    if (canonical) return new URL(canonical).origin;
  }
  return typeof window !== 'undefined' ? window.location.origin : '';
}
