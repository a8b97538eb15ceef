// Pretendard is switched on by a class on <html> (app/globals.css); localStorage remembers that this browser has
// fetched it (components/layout/web-font-switch.tsx).

/** The class on <html> that turns Pretendard on, and the localStorage key that says the browser has the font. */
export const WEB_FONT_CLASS = 'wf';

/** On a navigation in the app: the page being shown is drawn in Pretendard if the browser has fetched it. */
export function showWebFontIfFetched(): void {
  const root = document.documentElement;
  if (root.classList.contains(WEB_FONT_CLASS)) return;
  try {
    if (localStorage.getItem(WEB_FONT_CLASS)) root.classList.add(WEB_FONT_CLASS);
  } catch {
    // No storage (a private window that refuses it): the system font stays.
  }
}
