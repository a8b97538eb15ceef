/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { clientOnly } from './client-only';
import { renderKo } from './test-intl';

// A part opened on demand fetches the messages only it reads beside its code (lib/i18n/lazy-messages.ts).

function Sheet() {
  const own = useTranslations('Counsel');
  const above = useTranslations('Common');
  return (
    <p>
      {own('title')} / {above('appName')}
    </p>
  );
}

const settle = (ms = 50) => act(async () => void (await new Promise((resolve) => setTimeout(resolve, ms))));
const realFetch = globalThis.fetch;
// jsdom has no Response: what fetchMessages reads of one.
const answer = (status: number, body: unknown) =>
  ({ ok: status < 300, status, json: async () => body }) as unknown as Response;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('clientOnly with messages', () => {
  it('fetches its namespaces with its code and renders with them and the ones above', async () => {
    const asked: string[] = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
      asked.push(String(url));
      return answer(200, { Counsel: { title: '상담 신청 (fetched)' } });
    }) as typeof fetch;
    const Part = clientOnly(() => Promise.resolve(Sheet), { messages: ['Counsel'] });
    renderKo(<Part />);
    await settle();
    expect(asked).toEqual([expect.stringMatching(/^\/i18n\/ko\?ns=Counsel&v=/)]);
    expect(screen.getByText('상담 신청 (fetched) / 뷰티노트')).toBeTruthy();
  });

  it('shows nothing rather than the error page when its messages cannot be fetched, and tries again on the next mount', async () => {
    let calls = 0;
    globalThis.fetch = jest.fn(async () => {
      calls += 1;
      return calls <= 2 ? answer(503, 'down') : answer(200, { Search: { title: '검색 (fetched)' } });
    }) as typeof fetch;
    function Dialog() {
      return <p>{useTranslations('Search')('title')}</p>;
    }
    const Part = clientOnly(() => Promise.resolve(Dialog), { messages: ['Search'] });
    const first = renderKo(
      <main>
        <Part />
      </main>,
    );
    await settle(1_200);
    expect(calls).toBe(2);
    expect(first.container.querySelector('main')?.textContent).toBe('');
    first.unmount();
    renderKo(<Part />);
    await settle();
    expect(calls).toBe(3);
    expect(screen.getByText('검색 (fetched)')).toBeTruthy();
  });
});
