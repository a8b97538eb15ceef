/** The message key of the title of the member area a path belongs to, for its login and loading states. */
export type MemberSectionTitle =
  'Bookmark.title' | 'Counsel.title' | 'MyPage.title' | 'MyPage.myReviews' | 'Nickname.title';

export function memberSection(pathname: string): MemberSectionTitle {
  if (pathname.startsWith('/bookmark')) return 'Bookmark.title';
  if (pathname.startsWith('/counsel') || pathname.startsWith('/review/editor')) return 'Counsel.title';
  if (pathname.startsWith('/my-page/reviews')) return 'MyPage.myReviews';
  if (pathname.startsWith('/reset-nickname')) return 'Nickname.title';
  return 'MyPage.title';
}
