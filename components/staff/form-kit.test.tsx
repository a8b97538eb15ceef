/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Controller } from 'react-hook-form';
import { eventBody } from '@/contracts/events';
import { renderKo } from '@/components/ui/test-intl';
import { NumberBox } from './body-inputs';
import { FieldError, useStaffForm } from './form-kit';

/** A console form in small: its values the contract's body, an input over one of its fields. */
function SessionsForm({ send }: { send: (body: unknown) => Promise<unknown> }) {
  const { form, errors, busy, save } = useStaffForm({
    schema: eventBody,
    defaultValues: { title: '  겨울 이벤트 ', regularPrice: 300000, eventPrice: 350000, sessions: null },
    send,
    onSaved: () => undefined,
  });
  return (
    <form onSubmit={save} noValidate>
      <Controller
        control={form.control}
        name="sessions"
        render={({ field }) => <NumberBox label="횟수" value={field.value} onValue={field.onChange} maxLength={2} />}
      />
      <button type="button" onClick={() => form.setValue('eventPrice', 199000)}>
        할인
      </button>
      <FieldError id="sessions-error" error={errors.sessions} />
      <FieldError id="price-error" error={errors.eventPrice} />
      <button type="submit" disabled={busy}>
        저장
      </button>
    </form>
  );
}

describe('useStaffForm (useZodForm over the contract)', () => {
  it('says each bad field in Korean, sends nothing, then sends the parsed body once it is right', async () => {
    const send = jest.fn(async (body: unknown) => body);
    renderKo(<SessionsForm send={send} />);
    fireEvent.change(screen.getByLabelText('횟수'), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByText('저장')));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      '1~99 사이의 횟수를 입력해 주세요.',
      '이벤트가는 정상가보다 높을 수 없습니다.',
    ]);
    expect(send).not.toHaveBeenCalled();

    // The messages stay while typing; the next save says them again.
    await act(async () => fireEvent.change(screen.getByLabelText('횟수'), { target: { value: '3' } }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getByText('저장')));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['이벤트가는 정상가보다 높을 수 없습니다.']);

    fireEvent.click(screen.getByText('할인'));
    await act(async () => fireEvent.click(screen.getByText('저장')));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // The parsed body: the title trimmed by the schema.
    expect(send.mock.calls[0][0]).toMatchObject({
      title: '겨울 이벤트',
      regularPrice: 300000,
      eventPrice: 199000,
      sessions: 3,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
