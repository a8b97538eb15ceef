/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderKo } from '@/components/ui/test-intl';
import { VerificationBadge } from './verification-badge';

describe('VerificationBadge', () => {
  it.each([
    ['booked', '상담 예약 인증', '이 병원에 상담을 신청한 회원이 쓴 리뷰예요.'],
    ['consulted', '상담 완료 인증', '병원이 상담을 마쳤다고 확인한 회원이 쓴 리뷰예요.'],
    ['treated', '시술 완료 인증', '병원이 시술을 마쳤다고 확인한 회원이 쓴 리뷰예요.'],
  ] as const)('%s: the badge explains itself in one line when tapped', (level, badge, why) => {
    renderKo(<VerificationBadge level={level} />);
    const button = screen.getByRole('button', { name: badge });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText(why).hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(why).hidden).toBe(false);
  });
});
