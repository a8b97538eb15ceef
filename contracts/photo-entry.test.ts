import { describe, expect, it } from '@jest/globals';
import { fileProblem, MAX_UPLOAD_BYTES, pathOfUploadUrl, sniffImageType } from './photo-entry';

describe('fileProblem (checks before an upload)', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, null],
    [{ type: 'image/png', size: MAX_UPLOAD_BYTES }, null],
    [{ type: 'image/webp', size: MAX_UPLOAD_BYTES + 1 }, 'tooLarge'],
    [{ type: 'image/svg+xml', size: 100 }, 'notImage'],
    [{ type: 'text/plain', size: 100 }, 'notImage'],
    [{ type: '', size: 100 }, 'notImage'],
  ])('%j → %s', (file, out) => expect(fileProblem(file)).toBe(out));
});

describe('pathOfUploadUrl', () => {
  it('is the URL without its query', () => {
    expect(pathOfUploadUrl('http://localhost:3000/files/uploads/m1/a.jpg?expires=1&sig=x')).toBe(
      'http://localhost:3000/files/uploads/m1/a.jpg',
    );
    expect(pathOfUploadUrl('https://bucket.s3.example.com/uploads/m1/a.jpg?X-Amz-Signature=1')).toBe(
      'https://bucket.s3.example.com/uploads/m1/a.jpg',
    );
  });
});

describe('sniffImageType (a file is what its bytes say)', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const text = (s: string) => new TextEncoder().encode(s);
  it.each([
    [bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0), 'image/jpeg'],
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    [text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    [text('This is a text file with a .jpg name.'), null],
    [text('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    [bytes(0x47, 0x49, 0x46, 0x38), null],
    [bytes(), null],
  ])('%#', (head, type) => expect(sniffImageType(head)).toBe(type));
});
