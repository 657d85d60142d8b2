// Generated from openapi.yaml by scripts/generate-api.mjs: do not edit by hand.

/** Longest text (in characters) each text schema of the contract accepts. */
export const maxLength = {
  ShortText: 256,
  LongText: 5000,
  NewPassword: 128,
  RichText: 100000,
  SourceTag: 64,
  ReferrerOrigin: 256,
  EmbedUrl: 2048,
  ProfileUrl: 512,
} as const;

/** How a record id is written (the contract's `Id` parameter): the pattern and the range it must be in. */
export const recordIdRule = {
  pattern: '^[1-9][0-9]*$',
  minimum: 1,
  maximum: 2147483647,
} as const;

/** The record id a URL segment names, or undefined when the contract would refuse it as an id. */
export function parseRecordId(text: string | undefined): number | undefined {
  if (text === undefined || !new RegExp(recordIdRule.pattern).test(text)) return undefined;
  const id = Number(text);
  return id >= recordIdRule.minimum && id <= recordIdRule.maximum ? id : undefined;
}

/** Largest upload (in bytes) each file schema of the contract accepts (its `x-max-bytes`). */
export const maxBytes = {
  ImageFile: 5242880,
  ResumeFile: 10485760,
} as const;

/** A byte limit in whole megabytes, as the messages show it. */
export const megabytes = (bytes: number): number => Math.round(bytes / (1024 * 1024));
