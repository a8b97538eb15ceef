import { headers } from 'next/headers';

/** The class on <html> that turns Pretendard on (app/globals.css) and the localStorage key that remembers it. */
export const WEB_FONT_CLASS = 'wf';

// Pretendard is large (the first-screen file alone is 142 KiB), and a browser starts fetching a web font as
// soon as the first layout needs it: before the first paint, competing with the page's own image, styles and
// scripts on a phone's connection. So the first page a browser opens is drawn in the system font (Apple SD
// Gothic Neo, Noto Sans CJK — what the stack falls back to anyway while a font loads) and Pretendard is switched
// on once the page has loaded; the browser remembers that, and every later page starts in Pretendard, which it
// then has in its HTTP cache (immutable, hashed URLs under /_next/static/media).
const SOURCE = `(function(d,k){var h=d.documentElement;try{if(localStorage.getItem(k)){h.classList.add(k);return}}catch(e){}
addEventListener('load',function(){h.classList.add(k);var f=d.fonts;(f?f.load('1em "Pretendard Variable"','A\\uAC00'):Promise.resolve()).then(function(){try{localStorage.setItem(k,'1')}catch(e){}},function(){})})})(document,'${WEB_FONT_CLASS}')`;

const nonceOf = (csp: string | null) => csp?.match(/'nonce-([^']+)'/)?.[1];

/** Runs before the body is parsed (in <head>), with the request's CSP nonce. */
export async function WebFontSwitch() {
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
