// Generated from openapi.yaml by scripts/generate-api.mjs: do not edit by hand.

/** Every sentence the site shows people (the contract's `x-messages`); `{name}` marks a value. */
export const messages = {
  loginSucceededAdmin: 'Admin Login successfully',
  loginSucceeded: 'Login successfully',
  wrongCredentials: 'Wrong Email or Password',
  loggedOut: 'User Logout',
  logoutFailed: 'Error',
  missingData: 'Please enter data',
  missingField: 'Please enter data: {field}',
  imageTooLarge: 'File size exceeds {imageMegabytes} MB',
  resumeTooLarge: 'Resume exceeds {resumeMegabytes} MB.',
  resumeMissing: 'Please upload your resume.',
  saved: '{noun} {verb} Successfully',
  saveFailed: '{noun} {verb} failed',
  duplicate: 'This Data Already Exists',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmText: 'You want to delete this {noun}.',
  deleteApplicationConfirm: 'Are you sure? You want to delete this Application.',
  deleted: 'Deleted!',
  deletedText: 'This {noun} has been deleted.',
  deleteFailed: 'Deletion failed!',
  deleteFailedText: '{noun} deletion failed.',
  somethingWentWrong: 'Something went wrong.',
  submissionReceived: 'Thank you! Your submission has been received!',
  submissionFailed: 'Oops! Something went wrong while submitting the form.',
} as const;

export type MessageKey = keyof typeof messages;

/** The values each templated message needs. */
export interface MessageParams {
  missingField: { field: string | number };
  imageTooLarge: { imageMegabytes: string | number };
  resumeTooLarge: { resumeMegabytes: string | number };
  saved: { noun: string | number; verb: string | number };
  saveFailed: { noun: string | number; verb: string | number };
  deleteConfirmText: { noun: string | number };
  deletedText: { noun: string | number };
  deleteFailedText: { noun: string | number };
}

type Values<K extends MessageKey> = K extends keyof MessageParams ? [values: MessageParams[K]] : [];

/** A message with its `{name}` placeholders filled in. */
export function message<K extends MessageKey>(key: K, ...[values]: Values<K>): string {
  const template: string = messages[key];
  if (!values) return template;
  const filled: Record<string, string | number> = values;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in filled ? String(filled[name]) : whole,
  );
}
