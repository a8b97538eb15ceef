import { describe, expect, it } from '@jest/globals';
import { keyOfUploadPath, newUploadKey, publicKeyOf } from './upload-keys';

describe('upload keys', () => {
  it('puts a new key under the member prefix with the extension of its type', () => {
    const key = newUploadKey(12, 'image/png');
    expect(key).toMatch(/^uploads\/12\/[0-9a-f-]{36}\.png$/);
    expect(keyOfUploadPath(`/files/${key}`)).toEqual({ key, memberId: 12 });
    expect(publicKeyOf(key)).toBe(`photos/${key.split('/')[2].replace('.png', '')}.webp`);
  });

  it('refuses types that are not uploads', () => expect(() => newUploadKey(1, 'image/svg+xml')).toThrow());

  it.each([
    ['http://localhost:3000/files/uploads/7/0f8fad5b-d9cb-469f-a165-70867728950e.jpg', 7],
    ['https://bucket.s3.ap-northeast-2.amazonaws.com/uploads/7/0f8fad5b-d9cb-469f-a165-70867728950e.webp', 7],
    ['http://127.0.0.1:9000/bucket/uploads/31/0f8fad5b-d9cb-469f-a165-70867728950e.png', 31],
  ])('reads the key of %s', (path, memberId) => expect(keyOfUploadPath(path)?.memberId).toBe(memberId));

  it.each([
    '/files/photos/7/0f8fad5b-d9cb-469f-a165-70867728950e.webp',
    '/files/uploads/7/../8/0f8fad5b-d9cb-469f-a165-70867728950e.jpg',
    '/files/uploads/7/not-a-uuid.jpg',
    '/files/uploads/7/0f8fad5b-d9cb-469f-a165-70867728950e.svg',
    'seed/a.png',
  ])('refuses %s', (path) => expect(keyOfUploadPath(path)).toBeNull());
});
