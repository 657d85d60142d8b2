/*
 * `Intl` formatters made once per language and options. Making one is the costly part of formatting (a
 * page's first date format loads the calendar and time zone data: tens of milliseconds on a slow phone), and
 * a list page formats a date or a country on every card: each is made on first use and reused after.
 *
 * The texts the server's render formatted travel with its page (`collectIntlResults`, a JSON block), and
 * the browser hydrating that page takes them from there instead of making the formatters again: at a slow
 * phone's speed (4x CPU) a country's name alone cost 100-130 ms (`Intl.DisplayNames` loads every region's
 * name), a written-out date about 30 ms, a number 15-30 ms, most of the job page's hydration. The browser's
 * own ICU may also word a name differently from the server's; the server's words then stay on the page
 * instead of a mismatch React would repair by rendering the part again. Only results that depend on
 * nothing but their inputs travel: a date only with its `timeZone` given.
 */

const made = new Map<string, unknown>();

/** The id of the JSON block of the texts a server render formatted. */
export const INTL_RESULTS_ID = 'intl-results';

/** The render in progress on the server: each text it formatted, by its key. */
let recording: Map<string, string> | undefined;
/** In the browser: the texts the server formatted for this page (read at the first lookup). */
let served: Map<string, string> | undefined;

function servedResults(): Map<string, string> {
  if (served) return served;
  served = new Map();
  const block = typeof document === 'undefined' ? null : document.getElementById(INTL_RESULTS_ID);
  if (block?.textContent) {
    try {
      const results: unknown = JSON.parse(block.textContent);
      if (results && typeof results === 'object')
        for (const [key, text] of Object.entries(results))
          if (typeof text === 'string') served.set(key, text);
    } catch {
      // An unreadable block: everything is formatted here.
    }
  }
  return served;
}

/** The text of `key`: the server's for the page it rendered, else `format()` (recorded while rendering). */
function formatted(key: string, format: () => string): string {
  if (recording) {
    const text = recording.get(key) ?? format();
    recording.set(key, text);
    return text;
  }
  return servedResults().get(key) ?? format();
}

/**
 * Runs a server render (synchronous: `renderToString`) and returns the texts it formatted, for the page's
 * block (`intlResultsBlock`).
 */
export function collectIntlResults<T>(render: () => T): { result: T; results: Record<string, string> } {
  const results = new Map<string, string>();
  recording = results;
  try {
    return { result: render(), results: Object.fromEntries(results) };
  } finally {
    recording = undefined;
  }
}

/** The page's block of formatted texts (nothing when there are none; `<` escaped as in any JSON in a script). */
export function intlResultsBlock(results: Record<string, string>): string {
  if (Object.keys(results).length === 0) return '';
  const json = JSON.stringify(results).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INTL_RESULTS_ID}">${json}</script>`;
}

/** Forgets the texts read from the page (tests render several pages in one document). */
export function forgetServedResults(): void {
  served = undefined;
}

function once<T>(key: string, make: () => T): T {
  if (made.has(key)) return made.get(key) as T;
  const value = make();
  made.set(key, value);
  return value;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  once(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/**
 * `date` written by `new Intl.DateTimeFormat(locale, options)`; the server's text where it rendered the page
 * (only with `options.timeZone`: otherwise the browser's time zone decides the text).
 */
export function formatDateTime(locale: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  const format = () => dateTimeFormat(locale, options).format(date);
  if (!options.timeZone || Number.isNaN(date.getTime())) return format();
  return formatted(`date ${locale} ${JSON.stringify(options)} ${date.getTime()}`, format);
}

/** `value` written by `new Intl.NumberFormat(locale, options)`; the server's text where it rendered the page. */
export function formatNumber(locale: string, options: Intl.NumberFormatOptions, value: number): string {
  return formatted(`number ${locale} ${JSON.stringify(options)} ${value}`, () =>
    numberFormat(locale, options).format(value),
  );
}

/**
 * `new Intl.DisplayNames([locale], options)`, made once per locale and options; undefined where the browser
 * cannot make one for that language (its callers show the code itself).
 */
export const displayNames = (
  locale: string,
  options: Intl.DisplayNamesOptions,
): Intl.DisplayNames | undefined =>
  once(`names ${locale} ${JSON.stringify(options)}`, () => {
    try {
      return new Intl.DisplayNames([locale], options);
    } catch {
      return undefined;
    }
  });

/**
 * A code's name in `locale` (`region` AE -> "United Arab Emirates", "સંયુક્ત આરબ અમીરાત"; `currency` AED ->
 * "UAE Dirham"), or the code itself where the browser has none or the code is not one.
 */
export function displayName(
  locale: string,
  type: 'region' | 'currency',
  code: string,
  fallback: 'code' | 'none' = 'code',
): string {
  return formatted(`name ${locale} ${type} ${fallback} ${code}`, () => {
    try {
      return displayNames(locale, { type, fallback })?.of(code) ?? code;
    } catch {
      return code;
    }
  });
}

/** A region's name in `locale`, or the code itself (`displayName`). */
export const regionName = (locale: string, code: string, fallback: 'code' | 'none' = 'code'): string =>
  displayName(locale, 'region', code, fallback);

/** A calendar date written out ("31 March 2030"), the day itself whatever the browser's time zone. */
export const CALENDAR_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
