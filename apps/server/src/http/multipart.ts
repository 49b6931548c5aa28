import busboy from 'busboy';
import type { Context } from 'koa';
import { ApiError } from './api-error.ts';

export const uploadMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/vnd.microsoft.icon',
  'image/x-icon',
  'image/svg+xml',
  'image/tiff',
  'image/webp',
  'image/bmp',
  'application/zip',
] as const;

/** Shared upload cap (spec §5): 20 MB. */
export const maxUploadFileSize = 20 * 1024 * 1024;

export type UploadedFile = { mimeType: string; data: Buffer; fileName: string };

/**
 * Reads the single `file` field of a multipart request, enforcing the MIME allow-list
 * (400 `guard.mime_type_not_allowed`) and the size cap (400 `guard.file_size_exceeded`).
 */
export const readUploadedFile = (
  ctx: Context,
  allowed: readonly string[] = uploadMimeTypes,
): Promise<UploadedFile> =>
  new Promise((resolve, reject) => {
    if (!ctx.is('multipart/form-data')) {
      reject(
        new ApiError('guard.invalid_input', {
          status: 400,
          data: { message: 'multipart/form-data with a `file` field expected' },
        }),
      );
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        limits: { files: 1, fileSize: maxUploadFileSize },
      });
    } catch {
      reject(new ApiError('guard.invalid_input', { status: 400 }));
      return;
    }
    let found: UploadedFile | undefined;
    let failure: ApiError | undefined;
    parser.on('file', (field, stream, info) => {
      if (field !== 'file' || !allowed.includes(info.mimeType)) {
        failure ??=
          field === 'file'
            ? new ApiError('guard.mime_type_not_allowed', {
                status: 400,
                interpolation: { mimeType: info.mimeType },
              })
            : undefined;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = new ApiError('guard.file_size_exceeded', {
          status: 400,
          interpolation: { limit: maxUploadFileSize },
        });
      });
      stream.on('end', () => {
        found = {
          mimeType: info.mimeType,
          data: Buffer.concat(chunks),
          fileName: info.filename ?? 'file',
        };
      });
    });
    parser.on('error', () => reject(new ApiError('guard.invalid_input', { status: 400 })));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!found)
        reject(
          new ApiError('guard.invalid_input', {
            status: 400,
            data: { message: 'field `file` is required' },
          }),
        );
      else resolve(found);
    });
    ctx.req.pipe(parser);
  });
