/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderKo } from '@/components/ui/test-intl';
import { PasswordForm } from './password-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' })));

describe('PasswordForm (useZodForm over the contract’s form schema)', () => {
  it('says what is wrong with the three boxes by the rule, in Korean, before anything is sent', async () => {
    renderKo(<PasswordForm />);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('모든 칸을 입력해 주세요.');
    type('현재 비밀번호', 'old-password');
    type('새 비밀번호', 'short');
    type('새 비밀번호 확인', 'short');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('새 비밀번호는 8자 이상이어야 합니다.');
    type('새 비밀번호', 'new-password');
    type('새 비밀번호 확인', 'new-password-x');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('새 비밀번호가 서로 다릅니다.');
    type('새 비밀번호', 'old-password');
    type('새 비밀번호 확인', 'old-password');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('새 비밀번호가 현재 비밀번호와 같습니다.');
  });
});
