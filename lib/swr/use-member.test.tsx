/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { clearForTests } from './store';
import { KnownSession, useMember, type Member } from './use-member';

const kim: Member = { nickname: '김민지', token: { id: 7, type: 'MEMBER' } };
const staff: Member = { nickname: null, token: { id: 3, type: 'STAFF' } };

/** The session route's answers, one per call, in order. */
function sessionAnswers(...answers: (Member | null | number)[]) {
  const fetchMock = jest.fn(async () => {
    const next = answers.shift();
    // jsdom has no Response: what fetchSession reads of one.
    if (typeof next === 'number') return { ok: false, status: next, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => ({ member: next ?? null }) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function Who({ id }: { id: string }) {
  const { member, refresh } = useMember();
  return (
    <div>
      <p data-testid={id}>{member === undefined ? 'unknown' : member === null ? 'visitor' : member.nickname}</p>
      <button type="button" onClick={() => void refresh().then((m) => m && void (document.title = 'logged in'))}>
        {`login ${id}`}
      </button>
      <button type="button" onClick={() => void refresh(null, { revalidate: false })}>
        {`logout ${id}`}
      </button>
    </div>
  );
}

const who = (id: string) => screen.getByTestId(id).textContent;
// The answer goes through fetch and json(): a few turns of the microtask queue.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  clearForTests();
  document.title = '';
});
afterEach(() => cleanup());

describe('useMember', () => {
  it('is unknown until my-info answers, then the member, in every component, from one request', async () => {
    const fetchMock = sessionAnswers(kim);
    render(
      <>
        <Who id="bar" />
        <Who id="nav" />
      </>,
    );
    expect(who('bar')).toBe('unknown');
    await settle();
    expect(who('bar')).toBe('김민지');
    expect(who('nav')).toBe('김민지');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a session of another token type is no member', async () => {
    sessionAnswers(staff);
    render(<Who id="bar" />);
    await settle();
    expect(who('bar')).toBe('visitor');
  });

  it('after the login popup, refresh() reads the session again and every component shows the member', async () => {
    sessionAnswers(null, kim);
    render(
      <>
        <Who id="listener" />
        <Who id="bar" />
      </>,
    );
    await settle();
    expect(who('bar')).toBe('visitor');
    fireEvent.click(screen.getByText('login listener'));
    await settle();
    expect(who('bar')).toBe('김민지');
    expect(document.title).toBe('logged in');
  });

  it('logout shows the visitor at once everywhere, without asking the server', async () => {
    const fetchMock = sessionAnswers(kim);
    render(
      <>
        <Who id="my-page" />
        <Who id="bar" />
      </>,
    );
    await settle();
    fireEvent.click(screen.getByText('logout my-page'));
    await settle();
    expect(who('bar')).toBe('visitor');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the session the server knew while the browser asks, then the browser’s answer', async () => {
    sessionAnswers(null);
    render(
      <KnownSession value={kim}>
        <Who id="gate" />
      </KnownSession>,
    );
    expect(who('gate')).toBe('김민지');
    await settle();
    expect(who('gate')).toBe('visitor');
  });
});
