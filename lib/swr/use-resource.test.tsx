/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { clearForTests, refreshWhere, write } from './store';
import { useResource, type ResourceOptions } from './use-resource';

/** A fetcher whose answers the test gives, one call at a time. */
function deferredFetcher<T>() {
  const calls: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const fetcher = jest.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  const answer = async (i: number, value: T) => act(async () => calls[i].resolve(value));
  const fail = async (i: number, err: unknown) => act(async () => calls[i].reject(err));
  return { fetcher, calls, answer, fail };
}

function Reader<T>({
  id,
  k,
  fetcher,
  options,
}: {
  id: string;
  k: string | null;
  fetcher: () => Promise<T>;
  options?: ResourceOptions<T>;
}) {
  const { data, error, isLoading, mutate } = useResource(k, fetcher, options);
  return (
    <div data-testid={id}>
      {isLoading ? 'loading' : error ? `error: ${(error as Error).message}` : `data: ${JSON.stringify(data)}`}
      <button type="button" onClick={() => void mutate()}>
        {`refresh ${id}`}
      </button>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).firstChild?.textContent;

beforeEach(() => clearForTests());
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('useResource', () => {
  it('shows loading, then the answer; two readers of one key share one request', async () => {
    const f = deferredFetcher<string>();
    render(
      <>
        <Reader id="a" k="k" fetcher={f.fetcher} />
        <Reader id="b" k="k" fetcher={f.fetcher} />
      </>,
    );
    expect(text('a')).toBe('loading');
    expect(text('b')).toBe('loading');
    expect(f.fetcher).toHaveBeenCalledTimes(1);
    await f.answer(0, 'hello');
    expect(text('a')).toBe('data: "hello"');
    expect(text('b')).toBe('data: "hello"');
  });

  it('asks nothing for a null key', () => {
    const f = deferredFetcher<string>();
    render(<Reader id="a" k={null} fetcher={f.fetcher} />);
    expect(text('a')).toBe('data: undefined');
    expect(f.fetcher).not.toHaveBeenCalled();
  });

  it('a reader mounted within 2 s of an answer reuses it; a later one shows the cache and asks again', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const f = deferredFetcher<string>();
    const { rerender } = render(<Reader id="a" k="k" fetcher={f.fetcher} />);
    await f.answer(0, 'one');
    rerender(
      <>
        <Reader id="a" k="k" fetcher={f.fetcher} />
        <Reader id="b" k="k" fetcher={f.fetcher} />
      </>,
    );
    expect(f.fetcher).toHaveBeenCalledTimes(1);
    expect(text('b')).toBe('data: "one"');
    now.mockReturnValue(1_003_000);
    rerender(
      <>
        <Reader id="a" k="k" fetcher={f.fetcher} />
        <Reader id="b" k="k" fetcher={f.fetcher} />
        <Reader id="c" k="k" fetcher={f.fetcher} />
      </>,
    );
    // Stale while revalidating: the cached answer at once, the new one when it comes.
    expect(text('c')).toBe('data: "one"');
    expect(f.fetcher).toHaveBeenCalledTimes(2);
    await f.answer(1, 'two');
    expect(text('a')).toBe('data: "two"');
    expect(text('c')).toBe('data: "two"');
  });

  it('with revalidateIfStale false, a cached key is not asked for again on mount', async () => {
    const f = deferredFetcher<string>();
    const { rerender } = render(<Reader key="first" id="a" k="k" fetcher={f.fetcher} />);
    await f.answer(0, 'one');
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10_000);
    // Another component (a new key) mounting on the cached, stale key.
    rerender(<Reader key="second" id="b" k="k" fetcher={f.fetcher} options={{ revalidateIfStale: false }} />);
    expect(text('b')).toBe('data: "one"');
    expect(f.fetcher).toHaveBeenCalledTimes(1);
    // The same with the default asks again.
    rerender(<Reader key="third" id="c" k="k" fetcher={f.fetcher} />);
    expect(f.fetcher).toHaveBeenCalledTimes(2);
  });

  it('asks again on focus when asked to, at most every 5 s and not in the first 5 s', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const f = deferredFetcher<string>();
    const quiet = deferredFetcher<string>();
    render(
      <>
        <Reader id="a" k="focused" fetcher={f.fetcher} options={{ revalidateOnFocus: true }} />
        <Reader id="b" k="unfocused" fetcher={quiet.fetcher} />
      </>,
    );
    await f.answer(0, 'one');
    await quiet.answer(0, 'q');
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(f.fetcher).toHaveBeenCalledTimes(1);

    now.mockReturnValue(1_006_000);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(f.fetcher).toHaveBeenCalledTimes(2);
    expect(quiet.fetcher).toHaveBeenCalledTimes(1);
    await f.answer(1, 'two');
    expect(text('a')).toBe('data: "two"');

    now.mockReturnValue(1_008_000);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(f.fetcher).toHaveBeenCalledTimes(2);
  });

  it('mutate() asks again even while a request is under way, and only the latest answer is kept', async () => {
    const f = deferredFetcher<string>();
    render(<Reader id="a" k="k" fetcher={f.fetcher} />);
    fireEvent.click(screen.getByText('refresh a'));
    expect(f.fetcher).toHaveBeenCalledTimes(2);
    await f.answer(1, 'new');
    await f.answer(0, 'old');
    expect(text('a')).toBe('data: "new"');
  });

  it('a write (sign-out) drops the answer of a request started before it', async () => {
    const f = deferredFetcher<string | null>();
    render(<Reader id="a" k="session" fetcher={f.fetcher} />);
    await act(async () => void (await write('session', null, { revalidate: false })));
    expect(text('a')).toBe('data: null');
    await f.answer(0, 'member');
    expect(text('a')).toBe('data: null');
  });

  it('a write with revalidation shows the data, then the fresh answer, in every reader (login in a popup)', async () => {
    const f = deferredFetcher<string | null>();
    render(
      <>
        <Reader id="a" k="session" fetcher={f.fetcher} />
        <Reader id="b" k="session" fetcher={f.fetcher} />
      </>,
    );
    await f.answer(0, null);
    expect(text('b')).toBe('data: null');
    // The popup's login answered a member: written at once, then asked again.
    await act(async () => void write('session', 'member (from the popup)'));
    expect(text('a')).toBe('data: "member (from the popup)"');
    expect(text('b')).toBe('data: "member (from the popup)"');
    expect(f.fetcher).toHaveBeenCalledTimes(2);
    await f.answer(1, 'member');
    expect(text('a')).toBe('data: "member"');
    expect(text('b')).toBe('data: "member"');
  });

  it('shows the fallback until the answer, and null is an answer, not a missing one', async () => {
    const f = deferredFetcher<string | null>();
    render(<Reader id="a" k="k" fetcher={f.fetcher} options={{ fallbackData: 'server' }} />);
    expect(f.fetcher).toHaveBeenCalledTimes(1);
    expect(text('a')).toBe('loading');
    await f.answer(0, null);
    expect(text('a')).toBe('data: null');
  });

  it('keeps the previous key’s data while the next key loads when asked to', async () => {
    const f = deferredFetcher<string>();
    function Search() {
      const [q, setQ] = useState('a');
      const { data } = useResource(`search/${q}`, f.fetcher, { keepPreviousData: true });
      return (
        <button type="button" onClick={() => setQ('b')}>
          {data ?? 'none'}
        </button>
      );
    }
    render(<Search />);
    await f.answer(0, 'result a');
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('result a');
    await f.answer(1, 'result b');
    expect(screen.getByRole('button').textContent).toBe('result b');
  });

  it('shows a failure, keeps the data it had, and retries after a while unless told not to', async () => {
    jest.useFakeTimers();
    const f = deferredFetcher<string>();
    const once = deferredFetcher<string>();
    render(
      <>
        <Reader id="a" k="k" fetcher={f.fetcher} />
        <Reader id="b" k="once" fetcher={once.fetcher} options={{ shouldRetryOnError: false }} />
      </>,
    );
    await f.fail(0, new Error('503'));
    await once.fail(0, new Error('429'));
    expect(text('a')).toBe('error: 503');
    expect(text('b')).toBe('error: 429');
    await act(async () => void jest.advanceTimersByTime(8_000));
    expect(f.fetcher).toHaveBeenCalledTimes(2);
    expect(once.fetcher).toHaveBeenCalledTimes(1);
    await f.answer(1, 'back');
    expect(text('a')).toBe('data: "back"');
  });

  it('a failure does not outlive the page that saw it: the next page’s reader asks again, and so does the retry', async () => {
    // The session: read by the layout (always mounted) and by the page; the page is left before the retry is due.
    jest.useFakeTimers();
    const f = deferredFetcher<string>();
    function App({ page }: { page: string }) {
      return (
        <>
          <Reader id="layout" k="session" fetcher={f.fetcher} />
          <Reader key={page} id="page" k="session" fetcher={f.fetcher} />
        </>
      );
    }
    const { rerender } = render(<App page="first" />);
    expect(f.fetcher).toHaveBeenCalledTimes(1);
    await f.fail(0, new Error('502'));
    expect(text('page')).toBe('error: 502');
    rerender(<App page="second" />);
    expect(f.fetcher).toHaveBeenCalledTimes(2);
    await f.answer(1, 'member');
    expect(text('page')).toBe('data: "member"');
    expect(text('layout')).toBe('data: "member"');

    // Failing again; the reader that was mounted when it failed is gone before the retry: another one retries.
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'refresh layout' })));
    await f.fail(2, new Error('503'));
    rerender(<App page="third" />);
    await f.fail(3, new Error('503'));
    rerender(<App page="fourth" />);
    const asked = f.fetcher.mock.calls.length;
    await f.fail(asked - 1, new Error('503'));
    await act(async () => void jest.advanceTimersByTime(60_000));
    expect(f.fetcher.mock.calls.length).toBeGreaterThan(asked);
    await f.answer(f.fetcher.mock.calls.length - 1, 'back');
    expect(text('page')).toBe('data: "back"');
  });

  it('refreshWhere asks again for the mounted keys it matches', async () => {
    const counsels = deferredFetcher<string>();
    const other = deferredFetcher<string>();
    render(
      <>
        <Reader id="a" k="member-data/counsels" fetcher={counsels.fetcher} />
        <Reader id="b" k="public/treatments" fetcher={other.fetcher} />
      </>,
    );
    await counsels.answer(0, 'before');
    await other.answer(0, 't');
    act(() => void refreshWhere((key) => String(key).startsWith('member-data/')));
    expect(counsels.fetcher).toHaveBeenCalledTimes(2);
    expect(other.fetcher).toHaveBeenCalledTimes(1);
    await counsels.answer(1, 'after');
    expect(text('a')).toBe('data: "after"');
  });
});
