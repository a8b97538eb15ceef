/** The title (message namespace and key) of the member area a path belongs to, for its login and loading states. */
export function memberSection(pathname: string): { namespace: 'Bookmark' | 'Counsel' | 'MyPage' | 'Nickname'; key: 'title' | 'myReviews' } {
  if (pathname.startsWith('/bookmark')) return { namespace: 'Bookmark', key: 'title' };
  if (pathname.startsWith('/counsel') || pathname.startsWith('/review/editor')) return { namespace: 'Counsel', key: 'title' };
  if (pathname.startsWith('/my-page/reviews')) return { namespace: 'MyPage', key: 'myReviews' };
  if (pathname.startsWith('/reset-nickname')) return { namespace: 'Nickname', key: 'title' };
  return { namespace: 'MyPage', key: 'title' };
}
