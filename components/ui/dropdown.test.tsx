/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { selectionKey } from '@/lib/forms/remembered-selection';
import { Dropdown, type DropdownItem } from './dropdown';
import { renderKo } from './test-intl';

const EVENTS: DropdownItem[] = [
  { value: '', label: '없음' },
  { value: '7', label: '[첫방문] 보톡스 1회 체험가' },
  { value: '9', label: '울쎄라 300샷' },
];

function Picker({ items, remember, initial = '' }: { items: DropdownItem[]; remember?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Dropdown label="이벤트" items={items} value={value} onChange={setValue} remember={remember} dividerAfter={1} />
  );
}

beforeEach(() => localStorage.clear());

describe('Dropdown', () => {
  it('offers the items with a divider after the first', () => {
    renderKo(<Picker items={EVENTS} />);
    const select = screen.getByLabelText('이벤트');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '없음',
      '[첫방문] 보톡스 1회 체험가',
      '울쎄라 300샷',
    ]);
    expect(select.querySelectorAll('hr')).toHaveLength(1);
  });

  it('remembers the last choice under the key of its item names and restores it when the items load', async () => {
    const { unmount } = renderKo(<Picker items={EVENTS} remember />);
    // Chosen at once, before the key (hashed asynchronously by Web Crypto) is known: still remembered.
    fireEvent.change(screen.getByLabelText('이벤트'), { target: { value: '9' } });
    const key = await selectionKey(EVENTS.map((e) => e.label));
    await waitFor(() => expect(localStorage.getItem(key)).toBe('9'));
    unmount();

    renderKo(<Picker items={EVENTS} remember />);
    await waitFor(() => expect(screen.getByLabelText('이벤트')).toHaveProperty('value', '9'));
  });

  it('leaves a value the form started with (a review being edited, an event carried over) in place of the remembered one', async () => {
    const key = await selectionKey(EVENTS.map((e) => e.label));
    localStorage.setItem(key, '9');
    renderKo(<Picker items={EVENTS} remember initial="7" />);
    // The untouched case restores (the previous test); this one must not, once the key is known.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByLabelText('이벤트')).toHaveProperty('value', '7');
  });

  it('restores nothing for another list, or a remembered value no longer offered', async () => {
    const key = await selectionKey(EVENTS.map((e) => e.label));
    localStorage.setItem(key, '42');
    renderKo(<Picker items={EVENTS} remember />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByLabelText('이벤트')).toHaveProperty('value', '');
  });
});
