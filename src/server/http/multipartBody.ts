import { message } from '../openapi/catalogue';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { badRequest, isApiError } from '../services/errors';
import { MAX_RESUME_BYTES, tooLargeError, uploadRuleFor, type UploadedFile } from '../services/files';

const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
/** Options for @fastify/multipart: the largest file allowed anywhere; per-field limits are checked here. */
export const MULTIPART_OPTIONS = {
  throwFileSizeLimit: false,
  limits: { fileSize: MAX_RESUME_BYTES, files: 4, fields: 40, fieldSize: 1024 * 1024, parts: 44 },
};

/** Answered when the body is not well-formed multipart/form-data (no boundary, cut short, garbage). */
export const MALFORMED_MULTIPART_MESSAGE = message('malformedMultipart');

/** Reads a stream to its end, discarding it; rejects when the stream fails or closes early. */
async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream);
}

/**
 * Errors of @fastify/multipart and busboy while parsing: limits (413) and forbidden names keep their
 * own answer; anything else means the body itself is broken, which is the client's fault (400).
 */
function multipartParseError(error: unknown): Error {
  if (isApiError(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413 || code === 'FST_PROTO_VIOLATION') return error as Error;
  return badRequest(MALFORMED_MULTIPART_MESSAGE);
}

/** Reads a file stream up to `maxBytes`; answers undefined (after draining the rest) when it is longer. */
async function readBounded(
  stream: Readable & { truncated?: boolean },
  maxBytes: number,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of stream) {
    if (tooLarge) continue;
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      tooLarge = true;
      chunks.length = 0;
    } else {
      chunks.push(chunk as Buffer);
    }
  }
  if (tooLarge || stream.truncated) return undefined;
  return Buffer.concat(chunks);
}

/**
 * Collects a multipart body into one object for schema validation: text fields as strings, the
 * operation's file fields as {@link UploadedFile}s checked against their size limit while streaming.
 * A file input left empty (no name, no bytes) counts as not sent. Unknown file fields are discarded.
 */
export async function collectMultipartBody(
  request: FastifyRequest,
  fileFields: string[],
): Promise<Record<string, unknown>> {
  try {
    return await readParts(request, fileFields);
  } catch (error) {
    throw multipartParseError(error);
  }
}

async function readParts(request: FastifyRequest, fileFields: string[]): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  let oversizedField: string | undefined;
  for await (const part of request.parts()) {
    const name = part.fieldname;
    if (FORBIDDEN_NAMES.has(name)) throw badRequest(message('fieldNotAccepted', { field: name }));
    if (part.type === 'file') {
      if (!fileFields.includes(name) || oversizedField) {
        await drain(part.file);
        continue;
      }
      const data = await readBounded(part.file, uploadRuleFor(name).maxBytes);
      if (!data) {
        oversizedField = name;
        continue;
      }
      if (data.length === 0 && !part.filename) continue;
      const file: UploadedFile = {
        kind: 'uploaded-file',
        fieldName: name,
        clientFileName: part.filename,
        data,
      };
      body[name] = file;
    } else {
      if (part.valueTruncated) throw badRequest(message('fieldTooLong', { field: name }));
      if (fileFields.includes(name) && body[name] !== undefined) continue;
      body[name] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  if (oversizedField) throw tooLargeError(oversizedField);
  return body;
}
