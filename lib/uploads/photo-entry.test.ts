import { describe, expect, it } from '@jest/globals';
import { fileProblem, MAX_UPLOAD_BYTES, pathOfUploadUrl } from './photo-entry';

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
    expect(pathOfUploadUrl('http://localhost:3000/files/uploads/m1/a.jpg?expires=1&sig=x')).toBe('http://localhost:3000/files/uploads/m1/a.jpg');
    expect(pathOfUploadUrl('https://bucket.s3.example.com/uploads/m1/a.jpg?X-Amz-Signature=1')).toBe('https://bucket.s3.example.com/uploads/m1/a.jpg');
  });
});
