/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { clearForTests } from './store';
import { usePages } from './use-pages';

type Page = { items: number[] };

/** Pages of three numbers, answered when the test says; a page after a short one is never asked for. */
function pager() {
  const calls: { index: number; resolve: (p: Page) => void; reject: (e: unknown) => void }[] = [];
  const page = jest.fn((index: number, previous: Page | undefined) =>
    previous && previous.items.length < 3
      ? null
      : new Promise<Page>((resolve, reject) => {
          calls.push({ index, resolve, reject });
        }),
  );
  // The answer goes through the fetch loop and the cache: a few turns of the microtask queue.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const answer = (i: number, items: number[]) => act(() => (calls[i].resolve({ items }), settle()));
  const fail = (i: number) => act(() => (calls[i].reject(new Error('page failed')), settle()));
  return { page, calls, answer, fail };
}

function List({
  p,
  initial,
  fetchOnMount,
  onError,
}: {
  p: ReturnType<typeof pager>;
  initial?: Page[];
  fetchOnMount?: boolean;
  onError?: (e: unknown) => void;
}) {
  const { pages, error, loading, loadMore, retry } = usePages<Page>(['list', 'clinics'], p.page, {
    initial,
    fetchOnMount,
    shouldRetryOnError: false,
    onError,
  });
  return (
    <div>
      <p data-testid="items">{pages.flatMap((x) => x.items).join(',')}</p>
      {loading && <p>loading</p>}
      {error && <p>failed</p>}
      <button type="button" onClick={loadMore}>
        more
      </button>
      <button type="button" onClick={retry}>
        retry
      </button>
    </div>
  );
}

const items = () => screen.getByTestId('items').textContent;

beforeEach(() => clearForTests());
afterEach(() => cleanup());

describe('usePages', () => {
  it('starts from the server’s page without asking, appends the next pages in order', async () => {
    const p = pager();
    render(<List p={p} initial={[{ items: [1, 2, 3] }]} />);
    expect(items()).toBe('1,2,3');
    expect(p.page).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('more'));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(p.calls[0].index).toBe(1);
    await p.answer(0, [4, 5, 6]);
    expect(items()).toBe('1,2,3,4,5,6');
    expect(screen.queryByText('loading')).toBeNull();
    fireEvent.click(screen.getByText('more'));
    expect(p.calls[1].index).toBe(2);
    await p.answer(1, [7]);
    expect(items()).toBe('1,2,3,4,5,6,7');
  });

  it('a list mounted again (Back) shows every page it had, without asking again', async () => {
    const p = pager();
    const { unmount } = render(<List p={p} initial={[{ items: [1, 2, 3] }]} />);
    fireEvent.click(screen.getByText('more'));
    await p.answer(0, [4, 5, 6]);
    unmount();
    render(<List p={p} initial={[{ items: [1, 2, 3] }]} />);
    expect(items()).toBe('1,2,3,4,5,6');
    expect(p.page).toHaveBeenCalledTimes(1);
  });

  it('a failed page is reported and kept out; asking again loads it', async () => {
    const p = pager();
    const onError = jest.fn();
    render(<List p={p} initial={[{ items: [1, 2, 3] }]} onError={onError} />);
    fireEvent.click(screen.getByText('more'));
    await p.fail(0);
    expect(screen.getByText('failed')).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(items()).toBe('1,2,3');
    fireEvent.click(screen.getByText('retry'));
    expect(p.calls[1].index).toBe(1);
    await p.answer(1, [4, 5, 6]);
    expect(items()).toBe('1,2,3,4,5,6');
    expect(screen.queryByText('failed')).toBeNull();
  });

  it('with fetchOnMount and nothing cached, asks for the first page', async () => {
    const p = pager();
    render(<List p={p} fetchOnMount />);
    expect(p.calls[0].index).toBe(0);
    expect(screen.getByText('loading')).toBeTruthy();
    await p.answer(0, [1, 2, 3]);
    expect(items()).toBe('1,2,3');
  });

  it('asks for nothing past a short page', async () => {
    const p = pager();
    render(<List p={p} initial={[{ items: [1] }]} />);
    await act(() => (fireEvent.click(screen.getByText('more')), new Promise((resolve) => setTimeout(resolve, 0))));
    expect(p.calls).toHaveLength(0);
    expect(screen.queryByText('loading')).toBeNull();
    expect(items()).toBe('1');
  });
});
