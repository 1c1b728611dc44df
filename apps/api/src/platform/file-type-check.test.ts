import { describe, expect, it } from 'vitest';
import { DOCUMENT_CONTENT_TYPES } from '@meridian/domain/profile/documents';
import { AppError } from './app-error.ts';
import { sniffFileType } from './file-type-check.ts';
import { SAMPLE_FILES } from '../../test/file-fixtures.ts';

const { png: PNG, jpeg: JPEG, pdf: PDF, exe: EXE } = SAMPLE_FILES;

const documents = { allowed: DOCUMENT_CONTENT_TYPES, refusal: 'UNSUPPORTED_FILE', field: 'file' } as const;

describe('sniffFileType', () => {
  it('takes PNG, JPEG and PDF documents by their bytes', async () => {
    expect(await sniffFileType(PNG, documents)).toBe('image/png');
    expect(await sniffFileType(JPEG, documents)).toBe('image/jpeg');
    expect(await sniffFileType(PDF, documents)).toBe('application/pdf');
  });

  it('refuses a Windows program, whatever it is called, with the unsupported-file error', async () => {
    const refusal = await sniffFileType(EXE, documents).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'UNSUPPORTED_FILE', field: 'file', message: 'this file is EXE' });
  });

  it('refuses bytes of no known type, such as plain text', async () => {
    await expect(sniffFileType(Buffer.from('passport number A1234567'), documents)).rejects.toMatchObject({
      code: 'UNSUPPORTED_FILE',
      message: 'the file type is not recognised',
    });
  });
});
