import { describe, expect, it } from '@jest/globals';
import { activeTab } from '@/components/ui/tab-links';
import { isActive } from './bottom-nav';
import { dismissShare } from './toast-drag';

describe('bottom navigation highlight (docs/product.md#screens: path starts with the target)', () => {
  it.each([
    ['/home', '/home', true],
    ['/contents', '/contents', true],
    ['/contents/clinic/3', '/contents', true],
    ['/counsel/12', '/counsel', true],
    ['/my-page/reviews', '/my-page', true],
    ['/contents', '/home', false],
    ['/homepage', '/home', false],
  ])('%s with target %s → %s', (path, href, expected) => expect(isActive(path, href)).toBe(expected));
});

describe('activeTab', () => {
  const tabs = ['clinics', 'doctors', 'events', 'reviews'] as const;
  it('uses tabId when it names a tab, else the first tab', () => {
    expect(activeTab(tabs, 'events')).toBe('events');
    expect(activeTab(tabs, undefined)).toBe('clinics');
    expect(activeTab(tabs, 'nope')).toBe('clinics');
    expect(activeTab(tabs, ['doctors', 'events'])).toBe('clinics');
  });
});

describe('toast drag-to-dismiss share (docs/product.md#rules)', () => {
  it.each([
    ['/home', 0.8],
    ['/contents/clinic/3', 0.8],
    ['/review/editor/12', 0.2],
    ['/review/editor', 0.2],
    [null, 0.8],
  ])('%s → %d', (path, share) => expect(dismissShare(path)).toBe(share));
});
