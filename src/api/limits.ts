// Generated from openapi.yaml by scripts/generate-api.mjs: do not edit by hand.

/** Longest text (in characters) each text schema of the contract accepts. */
export const maxLength = {
  ShortText: 256,
  LongText: 5000,
  RichText: 100000,
  EmbedUrl: 2048,
  ProfileUrl: 512,
} as const;

/** Largest upload (in bytes) each file schema of the contract accepts (its `x-max-bytes`). */
export const maxBytes = {
  ImageFile: 5242880,
  ResumeFile: 10485760,
} as const;

/** A byte limit in whole megabytes, as the messages show it. */
export const megabytes = (bytes: number): number => Math.round(bytes / (1024 * 1024));
