/** Public entry of the shortlists feature: sharing applications with a client contact, and the answers. */
export { ShareShortlistDialog } from './admin/ShareShortlistDialog';
export { ShortlistPanel } from './admin/ShortlistPanel';
