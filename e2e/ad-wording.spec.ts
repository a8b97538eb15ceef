import { signInStaff } from './helpers/pages';
import { expect, test } from './helpers/test';

// Issue 26, part 5 (the first slice): the partner console says, as staff type, which words of an event's title or
// description medical advertising law restricts, and why; nothing is saved here.

test('an event title promising no side effects and the best result is flagged with the words and the law', async ({
  page,
}, info) => {
  await signInStaff(page, 15);
  await page.goto('/partner/events/new');
  const title = page.getByLabel('이벤트 제목', { exact: true });
  await title.fill('부작용 없는 강남 최고 리프팅');
  const notice = page.getByTestId('ad-wording').first();
  await expect(notice).toContainText('의료광고 표현을 확인해 주세요');
  await expect(notice).toContainText('‘부작용 없’ — 부작용·통증이 없다고 하는 표현은');
  await expect(notice).toContainText('의료법 제56조 제2항 제7호');
  await expect(notice).toContainText('‘최고’ — 객관적으로 확인할 수 없는 최상급 표현이에요.');
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('ad-wording.png') });

  await title.fill('정품 인증 리프팅 (1회, 부가세 포함)');
  await expect(page.getByTestId('ad-wording')).toHaveCount(0);
});
