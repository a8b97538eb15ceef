/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { TextFormat } from '@/lib/forms/text-format';
import { renderKo } from './test-intl';
import { TextInput } from './text-input';

function Box({ format, onEnter }: { format?: TextFormat; onEnter?: () => void }) {
  const [value, setValue] = useState('');
  return <TextInput label="값" value={value} onValue={setValue} format={format} onEnter={onEnter} />;
}

const type = (value: string) => fireEvent.change(screen.getByLabelText('값'), { target: { value } });

describe('TextInput', () => {
  it('refuses what a NUMBER cannot hold, with the Korean warning, and keeps the value', () => {
    renderKo(<Box format="NUMBER" />);
    type('-12.5');
    expect(screen.getByLabelText('값')).toHaveProperty('value', '-12.5');
    type('-12.5a');
    expect(screen.getByLabelText('값')).toHaveProperty('value', '-12.5');
    expect(screen.getByRole('alert').textContent).toBe('숫자만 입력할 수 있습니다.');
    expect(screen.getByLabelText('값').getAttribute('aria-invalid')).toBe('true');
    type('');
    expect(screen.getByLabelText('값')).toHaveProperty('value', '');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('PHONE takes digits only; ID lower-cases and refuses other characters', () => {
    const { unmount } = renderKo(<Box format="PHONE" />);
    type('010-1');
    expect(screen.getByRole('alert').textContent).toBe('전화번호는 숫자만 입력할 수 있습니다.');
    unmount();
    renderKo(<Box format="ID" />);
    type('Beauty.Note_1');
    expect(screen.getByLabelText('값')).toHaveProperty('value', 'beauty.note_1');
    type('beauty note');
    expect(screen.getByRole('alert').textContent).toBe('ID는 영문, 숫자, ., _만 사용할 수 있습니다.');
  });

  const paste = (text: string) =>
    fireEvent.paste(screen.getByLabelText('값'), { clipboardData: { getData: () => text } });

  it('a pasted phone or price keeps its digits (separators dropped) without a warning; letters are still refused', () => {
    const { unmount } = renderKo(<Box format="PHONE" />);
    paste('02-540-4000');
    expect(screen.getByLabelText('값')).toHaveProperty('value', '025404000');
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderKo(<Box format="NUMBER" />);
    paste('₩300,000');
    expect(screen.getByLabelText('값')).toHaveProperty('value', '300000');
    expect(screen.queryByRole('alert')).toBeNull();
    // A paste that is not a number leaves the value and warns, as typing it would.
    paste('삼십만');
    type('300000삼십만');
    expect(screen.getByLabelText('값')).toHaveProperty('value', '300000');
    expect(screen.getByRole('alert').textContent).toBe('숫자만 입력할 수 있습니다.');
  });

  it('Enter triggers the attached action, but not while Hangul is being composed', () => {
    const onEnter = jest.fn();
    renderKo(<Box onEnter={onEnter} />);
    const input = screen.getByLabelText('값');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(onEnter).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });
});
