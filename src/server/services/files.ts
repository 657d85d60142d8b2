import { createHash } from 'node:crypto';
import type { FileKind } from '../db/types';
import type { AcceptedFile } from '../repositories/files';
import { ApiError, badRequest, payloadTooLarge } from './errors';
import { maxBytesOf, megabytes, message } from '../openapi/catalogue';

export const MAX_IMAGE_BYTES = maxBytesOf('ImageFile');
export const MAX_RESUME_BYTES = maxBytesOf('ResumeFile');

/** A file part of a multipart request, fully read into memory (bounded by its field's limit). */
export interface UploadedFile {
  readonly kind: 'uploaded-file';
  fieldName: string;
  /** Only for logs; never used as a path. */
  clientFileName: string;
  data: Buffer;
}

export interface UploadRule {
  kind: FileKind;
  maxBytes: number;
  tooLargeMessage: string;
}

const IMAGE_RULE: UploadRule = {
  kind: 'image',
  maxBytes: MAX_IMAGE_BYTES,
  tooLargeMessage: message('imageTooLarge', { imageMegabytes: megabytes(MAX_IMAGE_BYTES) }),
};
const RESUME_RULE: UploadRule = {
  kind: 'resume',
  maxBytes: MAX_RESUME_BYTES,
  tooLargeMessage: message('resumeTooLarge', { resumeMegabytes: megabytes(MAX_RESUME_BYTES) }),
};

/** Which limits apply to a file field: `resume` is a PDF; `logo` and `photo` are images. */
export function uploadRuleFor(fieldName: string): UploadRule {
  return fieldName === 'resume' ? RESUME_RULE : IMAGE_RULE;
}

export function tooLargeError(fieldName: string): ApiError {
  return payloadTooLarge(uploadRuleFor(fieldName).tooLargeMessage);
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as UploadedFile).kind === 'uploaded-file';
}

interface DetectedType {
  contentType: string;
  extension: string;
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** Recognises PNG, JPEG, WebP and GIF by their first bytes. */
export function detectImage(data: Buffer): DetectedType | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extension: 'png' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a')))
    return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' };
  return undefined;
}

/** Recognises a PDF by its `%PDF-` header. */
export function detectPdf(data: Buffer): DetectedType | undefined {
  return startsWith(data, ascii('%PDF-')) ? { contentType: 'application/pdf', extension: 'pdf' } : undefined;
}

function accepted(file: UploadedFile, type: DetectedType, kind: FileKind): AcceptedFile {
  const digest = createHash('sha256').update(file.data).digest('hex');
  return { name: `${digest}.${type.extension}`, contentType: type.contentType, kind, data: file.data };
}

/** Accepts an image field (logo/photo) judged by its content, or explains why not. */
export function acceptImage(value: unknown, fieldName: string): AcceptedFile {
  if (!isUploadedFile(value)) throw badRequest(message('imageNotFile', { field: fieldName }));
  if (value.data.length > MAX_IMAGE_BYTES) throw tooLargeError(fieldName);
  const type = detectImage(value.data);
  if (!type) throw badRequest(message('imageTypeRejected', { field: fieldName }));
  return accepted(value, type, 'image');
}

/** Accepts a resume judged by its content, or explains why not. */
export function acceptResume(value: unknown): AcceptedFile {
  if (!isUploadedFile(value)) throw badRequest(message('resumeNotFile'));
  if (value.data.length > MAX_RESUME_BYTES) throw tooLargeError('resume');
  if (!detectPdf(value.data)) throw badRequest(message('resumeNotPdf'));
  return accepted(value, { contentType: 'application/pdf', extension: 'pdf' }, 'resume');
}
