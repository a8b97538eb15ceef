/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderKo } from '@/components/ui/test-intl';
import type { BookableDay } from '@/contracts/booking-slots';
import { SlotPicker } from './slot-picker';

const days: BookableDay[] = [
  { date: '2026-11-30', weekday: 'mon', slots: ['10:00', '10:30', '11:00', '11:30'] },
  { date: '2026-12-01', weekday: 'tue', slots: ['14:00', '14:30'] },
];

function Picker({ errors = {} }: { errors?: Record<number, string> }) {
  const [value, setValue] = useState<string[]>([]);
  return <SlotPicker days={days} value={value} onChange={setValue} errors={errors} />;
}

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const chosen = () => screen.queryAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim() ?? '');

describe('SlotPicker', () => {
  it('adds a time with one tap, best first, across days, up to three; a second tap or ✕ removes it', () => {
    renderKo(<Picker />);
    expect(screen.getByRole('option', { name: '11월 30일 (월)' })).toBeTruthy();
    tap('10:30');
    tap('10:00');
    fireEvent.change(screen.getByLabelText('날짜'), { target: { value: '2026-12-01' } });
    tap('14:30');
    expect(chosen()).toEqual(['1순위11월 30일 (월) 10:30', '2순위11월 30일 (월) 10:00', '3순위12월 1일 (화) 14:30']);
    // Full: the other times wait until one is removed.
    expect(screen.getByRole('button', { name: '14:00' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('희망 일정은 3개까지 고를 수 있어요.')).toBeTruthy();
    tap('14:30');
    expect(chosen()).toHaveLength(2);
    tap('11월 30일 (월) 10:30 빼기');
    expect(chosen()).toEqual(['1순위11월 30일 (월) 10:00']);
    expect(screen.getByRole('button', { name: '14:00' }).hasAttribute('disabled')).toBe(false);
  });

  it('says so when the clinic offers no time', () => {
    renderKo(<SlotPicker days={[]} value={[]} onChange={() => {}} errors={{}} />);
    expect(screen.getByText(/진료 시간을 아직 등록하지 않아/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
