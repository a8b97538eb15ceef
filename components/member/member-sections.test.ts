import { describe, expect, it } from '@jest/globals';
import { memberSection } from './member-sections';

describe('memberSection: the title of the member area a path is in', () => {
  it.each([
    ['/bookmark', 'Bookmark.title'],
    ['/counsel', 'Counsel.title'],
    ['/counsel/12', 'Counsel.title'],
    ['/review/editor/3', 'Counsel.title'],
    ['/my-page', 'MyPage.title'],
    ['/my-page/reviews', 'MyPage.myReviews'],
    ['/reset-nickname', 'Nickname.title'],
  ])('%s → %s', (path, key) => expect(memberSection(path)).toBe(key));
});
