import { errorCodes } from '@tg/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-client';
import { i18next, switchLanguage } from '../../app/i18n';
import { uploadFailureText } from './upload-failure';

describe('files: why an upload was refused', () => {
  afterAll(() => i18next.changeLanguage('he'));

  it('names the file and the 50 MB quota of uploads not yet saved, in each language', async () => {
    const refused = new ApiError(413, errorCodes.uploadQuotaExceeded, 'quota');
    const texts: Record<string, string> = {};
    for (const language of ['he', 'en', 'ar', 'ru'] as const) {
      await switchLanguage(language);
      texts[language] = uploadFailureText(i18next.t, 'scan.pdf', refused);
    }
    expect(texts.en).toBe(
      'The file scan.pdf was not stored: your uploads not yet saved to a record have reached 50 MB. Save the form or remove files, then try again.',
    );
    for (const text of Object.values(texts)) {
      expect(text).toContain('scan.pdf');
      expect(text).toContain('50 MB');
    }
    expect(new Set(Object.values(texts)).size).toBe(4);
  });

  it('keeps the 5 MB, type and general messages for the other refusals', async () => {
    await switchLanguage('en');
    const t = i18next.t;
    expect(uploadFailureText(t, 'a.pdf', new ApiError(413, errorCodes.payloadTooLarge, 'big'))).toBe(
      'The file a.pdf is too large. The maximum size is 5MB',
    );
    expect(uploadFailureText(t, 'a.exe', new ApiError(415, errorCodes.unsupportedMediaType, 'type'))).toBe(
      'The file type of a.exe is not supported',
    );
    expect(uploadFailureText(t, 'a.pdf', new Error('offline'))).toBe('Uploading the file a.pdf failed');
  });
});
