/** Module state: the scam notice is shown once per page load, not again after client-side navigation. */
let shownThisPageLoad = false;

/** True once the notice has been shown, or skipped for a signed-in user, in this page load. */
export const scamNoticeShownThisPageLoad = (): boolean => shownThisPageLoad;

/** Marks the notice as shown for this page load. */
export function markScamNoticeShown(): void {
  shownThisPageLoad = true;
}

/** Staff never see the notice: once a signed-in user is seen, it stays closed for this page load (also after logout). */
export const skipScamNoticeThisPageLoad = markScamNoticeShown;
