import { describe, expect, it } from '@jest/globals';
import { cdnUrl } from './cdn';

describe('cdnUrl', () => {
  it.each([
    [
      'https://bucket.s3.ap-northeast-2.amazonaws.com/reviews/a.png?X-Amz-Signature=1',
      'https://cdn.example.com',
      'https://cdn.example.com/reviews/a.png',
    ],
    ['/files/seed/a.png', 'https://cdn.example.com/', 'https://cdn.example.com/files/seed/a.png'],
    ['/files/seed/a.png', undefined, '/files/seed/a.png'],
    ['https://other.example.org/files/x.png#frag', '', '/files/x.png'],
  ])('%s with CDN %s → %s', (url, base, out) => expect(cdnUrl(url, base)).toBe(out));

  it('answers null for a missing url', () => {
    expect(cdnUrl(null, 'https://cdn.example.com')).toBeNull();
    expect(cdnUrl('', undefined)).toBeNull();
  });

  it('drops a javascript: url instead of passing it on', () => {
    expect(cdnUrl('javascript:alert(1)', '')).toBeNull();
  });
});
