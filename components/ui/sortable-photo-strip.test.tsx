/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { SortablePhotoStrip, type StripPhoto } from './sortable-photo-strip';
import { renderKo } from './test-intl';

const PHOTOS: StripPhoto[] = ['a', 'b', 'c'].map((h) => ({ hash: h, src: `blob:${h}`, name: `${h}.jpg` }));

describe('SortablePhotoStrip', () => {
  it('labels each photo with its position and name, and removes one by its hash', () => {
    const onChange = jest.fn();
    renderKo(<SortablePhotoStrip label="시술 후 사진" photos={PHOTOS} onChange={onChange} />);
    expect(
      screen.getAllByRole('button', { name: /끌어서 순서 바꾸기/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      '사진 1: a.jpg (끌어서 순서 바꾸기)',
      '사진 2: b.jpg (끌어서 순서 바꾸기)',
      '사진 3: c.jpg (끌어서 순서 바꾸기)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '사진 2 삭제: b.jpg' }));
    expect(onChange).toHaveBeenCalledWith([PHOTOS[0], PHOTOS[2]]);
  });

  it('a keyboard drag that is cancelled changes nothing', () => {
    const onChange = jest.fn();
    renderKo(<SortablePhotoStrip label="시술 후 사진" photos={PHOTOS} onChange={onChange} />);
    const first = screen.getByRole('button', { name: '사진 1: a.jpg (끌어서 순서 바꾸기)' });
    first.focus();
    fireEvent.keyDown(first, { code: 'Space', key: ' ' });
    fireEvent.keyDown(document.activeElement ?? first, { code: 'Escape', key: 'Escape' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows nothing without photos', () => {
    const { container } = renderKo(<SortablePhotoStrip label="시술 후 사진" photos={[]} onChange={() => {}} />);
    expect(container.querySelector('ul')).toBeNull();
  });
});
