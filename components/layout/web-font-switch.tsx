import { headers } from 'next/headers';

import { WEB_FONT_CLASS } from '@/lib/web-font';

// Pretendard is large (the first-screen file alone is 142 KiB), and a browser starts fetching a web font as
// soon as the first layout needs it: before the first paint, competing with the page's own image, styles and
// scripts on a phone's connection. Switching it on once the page has loaded costs a second layout of every line
// of text while the page is becoming interactive (about 80 ms of a mid-range phone's main thread) and moves the
// text under the reader's eyes; so does merely loading it through document.fonts (any web font that loads
// re-lays out all text). So the first page a browser opens stays in the system font (Apple SD Gothic Neo, Noto
// Sans CJK — what the stack falls back to anyway while a font loads). Once it has loaded, the font file is
// fetched into the HTTP cache as a plain download (its URL read from the page's stylesheet) and the browser
// remembers that it has it: the next page shown — a navigation in the app (lib/web-font.ts), or any later visit,
// here, before the body is parsed — is in Pretendard, from the cache (immutable, hashed URLs).
const SOURCE = `(function(d,k){var h=d.documentElement;try{if(localStorage.getItem(k)){h.classList.add(k);return}}catch(e){}
addEventListener('load',function(){try{for(var i=0;i<d.styleSheets.length;i++){var s=d.styleSheets[i],r=s.cssRules;
for(var j=0;j<r.length;j++){var m=r[j].type===5&&/url\\("?([^")]*first-screen[^")]*)/.exec(r[j].cssText);if(m){
fetch(new URL(m[1],s.href||location.href)).then(function(a){return a.ok&&a.arrayBuffer()}).then(function(b){
if(b)try{localStorage.setItem(k,'1')}catch(e){}},function(){});return}}}}catch(e){}})})(document,'${WEB_FONT_CLASS}')`;

const nonceOf = (csp: string | null) => csp?.match(/'nonce-([^']+)'/)?.[1];

/** Runs before the body is parsed (in <head>), with the request's CSP nonce. */
export async function WebFontSwitch() {
  const nonce = nonceOf((await headers()).get('content-security-policy'));
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SOURCE }} />;
}
