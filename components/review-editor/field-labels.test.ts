import { describe, expect, it } from '@jest/globals';
import { reviewEditorForm, type ReviewEditorValues } from '@/contracts/reviews';
import { fieldErrorsOf, messageKeyOf } from '@/lib/forms/use-zod-form';
import ko from '@/messages/ko.json';
import { emptyValues } from './editor-state';
import { inFormOrder, labelKeysOf, reviewFieldMessageOf } from './field-labels';

describe('labelKeysOf', () => {
  it('names each field once, in the form order, by its label key', () =>
    expect(labelKeysOf(['afterPhotos.1', 'title', 'afterPhotos.0', 'event_id'])).toEqual(['event', 'title', 'after']));
  it('drops fields the form does not have', () => expect(labelKeysOf(['member_id', '_'])).toEqual([]));
});

describe('what the editor says about a body its contract refuses (by issue path, never by its English text)', () => {
  /** The labels the 'check what you entered' toast lists, in Korean. */
  function said(over: Partial<ReviewEditorValues>): string[] {
    const parsed = reviewEditorForm.safeParse({ ...emptyValues({ id: 1, clinic_id: 2 }), ...over });
    if (parsed.success) return [];
    const errors = Object.values(fieldErrorsOf(parsed.error.issues, reviewFieldMessageOf));
    return inFormOrder(errors.map((e) => messageKeyOf(e))).map((key) => ko.Editor[key]);
  }

  it('refuses nothing left empty: no title, no text, no answers (nothing blocks a save)', () =>
    expect(said({ title: '', content: '   ' })).toEqual([]));

  it('names the fields out of bounds in the form order', () => {
    expect(said({ pricePaid: 2_000_000_000, treatedOn: '2099-01-01', title: 'x'.repeat(101) })).toEqual([
      '제목',
      '결제 금액 (원, 선택)',
      '시술 날짜 (선택)',
    ]);
    expect(said({ doctors: [{ id: 0, name: '—' }], rating: 6 })).toEqual(['담당 의사', '평점']);
  });

  it("names a photo list by its label, whichever entry's part was refused", () =>
    expect(
      said({
        afterPhotos: [{ url: '/x.jpg', path: '/x.jpg', name: 'x.jpg', type: 'image/jpeg', size: 1, hash: 'not-hex' }],
      }),
    ).toEqual(['시술 후 사진']));

  it("lists none of the counsel's ids (they are not the writer's to fix)", () =>
    expect(said({ counsel_id: 0 })).toEqual([]));
});
