import { isMalformedPath } from './malformed-url';

describe('isMalformedPath', () => {
  it('finds broken percent-encoding in any segment', () => {
    for (const url of [
      '/contents/clinic/%ff',
      '/files/%ff.png',
      '/api/public/clinics/%ff',
      '/search/%',
      '/a/%e2%82',
      '/contents/%E0%A4%A',
    ]) {
      expect(isMalformedPath(url)).toBe(true);
    }
  });
  it('leaves valid paths alone, whatever the query says', () => {
    for (const url of [
      '/home',
      '/contents/clinic/12?tabId=review',
      '/search?q=%ff',
      '/contents/%EA%B0%95',
      '/files/seed/a%20b.webp',
      '/',
    ]) {
      expect(isMalformedPath(url)).toBe(false);
    }
  });
});
