/**
 * How long a closed dialog stays mounted: MUI's leaving-screen fade (195 ms) and a margin. After it, the
 * dialog leaves the page, so no layer of it can stay over the next screen and catch its clicks.
 */
export const CLOSED_AFTER_MS = 400;
