// Phone screenshots (390×844) of app pages, for looking at what changed:
//   tsx scripts/screenshots.ts [--login <nickname>] http://localhost:3000 /home '/contents?tabId=reviews' …
// → .data/screenshots/*.png
// A path may end with `#click=<name>` to tap the button or link of that accessible name before the picture.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const args = process.argv.slice(2);
const loginAt = args.indexOf('--login');
// `--login <nickname>`: log in first through the dev provider (AUTH_DEV_LOGIN=1) as that demo member.
const nickname = loginAt >= 0 ? args.splice(loginAt, 2)[1] : undefined;
const [base, ...paths] = args;
if (!base || paths.length === 0) {
  console.error('usage: tsx scripts/screenshots.ts <base-url> <path>[#click=<text>] …');
  process.exit(2);
}
const out = '.data/screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
});
if (nickname) {
  await page.goto(new URL('/login', base).toString(), { waitUntil: 'networkidle' });
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: '개발용 로그인' }).click();
  await (await popup).getByRole('button', { name: nickname, exact: true }).click();
  await page.waitForURL(/\/my-page/);
}
for (const entry of paths) {
  const [path, action] = entry.split('#');
  await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
  const click = action?.startsWith('click=') ? action.slice('click='.length) : undefined;
  if (click) {
    await page
      .getByRole('button', { name: click, exact: true })
      .or(page.getByRole('link', { name: click, exact: true }))
      .first()
      .click();
    await page.waitForTimeout(600);
  }
  const file = `${out}/${entry.replace(/[^a-zA-Z0-9가-힣]+/g, '_').replace(/^_|_$/g, '') || 'root'}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}
await browser.close();
