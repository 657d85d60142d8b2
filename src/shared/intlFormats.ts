/*
 * `Intl` formatters made once per language and options. Making one is the costly part of formatting (a
 * page's first date format loads the calendar and time zone data: tens of milliseconds on a slow phone), and
 * a list page formats a date or a country on every card: each is made on first use and reused after.
 */

const made = new Map<string, unknown>();

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
  try {
    return displayNames(locale, { type, fallback })?.of(code) ?? code;
  } catch {
    return code;
  }
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
