import { describe, expect, it } from 'vitest';
import { avatarSizeLimit, formatFileSize, validateAvatarFiles } from './avatar-file-rules.ts';

const fileOf = (type: string, size: number, name = 'a') =>
  new File([new Uint8Array(size)], name, { type });

describe('validateAvatarFiles', () => {
  const maxBytes = avatarSizeLimit();

  it('accepts one svg, png, jpeg or icon within 500 KB', () => {
    for (const type of [
      'image/svg+xml',
      'image/png',
      'image/jpeg',
      'image/vnd.microsoft.icon',
      'image/x-icon',
    ]) {
      const file = fileOf(type, 1000);
      expect(validateAvatarFiles([file], { maxBytes })).toEqual({ file });
    }
  });

  it('rejects more than one file, or none', () => {
    const png = fileOf('image/png', 10);
    expect(validateAvatarFiles([png, png], { maxBytes })).toEqual({
      error: { kind: 'file_count' },
    });
    expect(validateAvatarFiles([], { maxBytes })).toEqual({ error: { kind: 'file_count' } });
  });

  it('rejects other types and lists the allowed extensions', () => {
    expect(validateAvatarFiles([fileOf('image/gif', 10)], { maxBytes })).toEqual({
      error: { kind: 'file_type', extensions: '.svg, .png, .jpg, .jpeg, .ico' },
    });
  });

  it('rejects types the server does not allow', () => {
    const result = validateAvatarFiles([fileOf('image/svg+xml', 10)], {
      maxBytes,
      allowedMimeTypes: ['image/png'],
    });
    expect(result).toMatchObject({ error: { kind: 'file_type' } });
  });

  it('rejects files over the limit and names it', () => {
    expect(maxBytes).toBe(500 * 1024);
    expect(validateAvatarFiles([fileOf('image/png', maxBytes + 1)], { maxBytes })).toEqual({
      error: { kind: 'file_size', limit: '500 KB' },
    });
    expect('file' in validateAvatarFiles([fileOf('image/png', maxBytes)], { maxBytes })).toBe(true);
  });

  it('uses the server cap when it is lower than 500 KB', () => {
    expect(avatarSizeLimit(100 * 1024)).toBe(100 * 1024);
    expect(avatarSizeLimit(50 * 1024 * 1024)).toBe(500 * 1024);
  });
});

describe('formatFileSize', () => {
  it('uses units of 1024', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });
});
