/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Named } from '@/lib/forms/multi-select';
import { MultiSelect } from './multi-select';
import { renderKo } from './test-intl';

const DOCTORS: Named[] = [
  { id: 1, name: '김민준' },
  { id: 2, name: '이서연' },
  { id: 3, name: '박지훈' },
];

function Picker({ items = DOCTORS, initial = [] as Named[], disabled = false }) {
  const [selected, setSelected] = useState(initial);
  return <MultiSelect label="담당 의사" items={items} selected={selected} onChange={setSelected} disabled={disabled} />;
}

const candidate = () => screen.getByLabelText('담당 의사 선택') as HTMLSelectElement;
const addButton = () => screen.getByRole('button', { name: '추가' });
const options = () => [...candidate().options].slice(1).map((o) => o.textContent);

describe('MultiSelect', () => {
  it("'추가' is disabled until a candidate is picked; adding clears the candidate", () => {
    renderKo(<Picker />);
    expect(addButton()).toHaveProperty('disabled', true);
    fireEvent.change(candidate(), { target: { value: '이서연' } });
    expect(addButton()).toHaveProperty('disabled', false);
    fireEvent.click(addButton());
    expect(
      within(screen.getByRole('list', { name: '선택한 담당 의사' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['이서연']);
    expect(candidate().value).toBe('');
    expect(addButton()).toHaveProperty('disabled', true);
  });

  it('does not offer what is already chosen, filters case-insensitively, and removes by name', () => {
    renderKo(<Picker initial={[DOCTORS[0]]} />);
    expect(options()).toEqual(['이서연', '박지훈']);
    fireEvent.change(screen.getByLabelText('담당 의사 검색'), { target: { value: '지훈' } });
    expect(options()).toEqual(['박지훈']);
    fireEvent.click(screen.getByRole('button', { name: '김민준 삭제' }));
    fireEvent.change(screen.getByLabelText('담당 의사 검색'), { target: { value: '' } });
    expect(options()).toEqual(['김민준', '이서연', '박지훈']);
  });

  it('drops the candidate when the list of items changes', () => {
    const { rerender } = renderKo(<Picker />);
    fireEvent.change(candidate(), { target: { value: '박지훈' } });
    expect(addButton()).toHaveProperty('disabled', false);
    rerender(<Picker items={[...DOCTORS, { id: 4, name: '최하은' }]} />);
    expect(candidate().value).toBe('');
    expect(addButton()).toHaveProperty('disabled', true);
  });

  it('can be disabled', () => {
    renderKo(<Picker disabled />);
    fireEvent.change(candidate(), { target: { value: '이서연' } });
    expect(addButton()).toHaveProperty('disabled', true);
  });
});
