import type { FastifyRequest } from 'fastify';
import { DomainError } from './domain-error';

/**
 * The one file of a multipart picture upload, at most `maxBytes`; a missing file, a body that is
 * not multipart or a file too large is a 400 by the `file` field (never a 5xx).
 */
export async function readPictureUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    if (!file) throw DomainError.onField('invalid', 'imageRequired', 'file');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw DomainError.onField('invalid', 'imageTooLarge', 'file');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') {
      throw DomainError.onField('invalid', 'imageRequired', 'file');
    }
    throw error;
  }
}
