/**
 * Column sizes as they shipped. A migration, once released, must create the same schema forever, so it
 * never reads today's limits from the contract: a longer `ShortText` in openapi.yaml tomorrow comes with
 * a new migration that widens the columns, never with an edit here.
 */

/** `ShortText` (a one-line text): 256 characters, as every migration so far has shipped it. */
export const SHORT_TEXT = 'varchar(256)' as const;
