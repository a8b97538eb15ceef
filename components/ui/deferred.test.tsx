/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
// The Node build (jsdom has no MessageChannel for the browser one).
import { renderToStaticMarkup } from 'react-dom/server.node';
import { deferred } from './deferred';

/** The server-renderable first state of a toggle: the same markup, inert. */
const Shell = () => (
  <button type="button" aria-expanded={false}>
    <span>CCTV</span>
  </button>
);

function LiveToggle() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      <span>CCTV</span>
    </button>
  );
}

/** A deferred LiveToggle whose code arrives when the test says. */
function deferredToggle() {
  let arrive: (c: ComponentType<object>) => void = () => {};
  const Toggle = deferred(() => new Promise<ComponentType<object>>((resolve) => (arrive = resolve)));
  return { Toggle, arrive: () => act(async () => arrive(LiveToggle)) };
}

describe('deferred', () => {
  it('may stand inside a paragraph: the browser parses its server HTML as React rendered it (no hydration error)', () => {
    const Toggle = deferred(() => Promise.resolve(LiveToggle));
    const html = renderToStaticMarkup(
      <p>
        도움돼요 <Toggle fallback={<Shell />} />
      </p>,
    );
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    expect(body.children.length).toBe(1);
    expect(body.querySelector('p > * > button')?.textContent).toBe('CCTV');
  });

  it('shows the fallback until the code is in, then the live part', async () => {
    const { Toggle, arrive } = deferredToggle();
    render(<Toggle fallback={<Shell />} />);
    expect(screen.getByRole('button', { name: 'CCTV' }).getAttribute('aria-expanded')).toBe('false');
    await arrive();
    fireEvent.click(screen.getByRole('button', { name: 'CCTV' }));
    expect(screen.getByRole('button', { name: 'CCTV' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a tap on the fallback before the code is in reaches the live part once it mounts', async () => {
    const { Toggle, arrive } = deferredToggle();
    render(<Toggle fallback={<Shell />} />);
    fireEvent.click(screen.getByText('CCTV'));
    expect(screen.getByRole('button', { name: 'CCTV' }).getAttribute('aria-expanded')).toBe('false');
    await arrive();
    expect(screen.getByRole('button', { name: 'CCTV' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('replays nothing when the fallback was not tapped', async () => {
    const { Toggle, arrive } = deferredToggle();
    render(<Toggle fallback={<Shell />} />);
    await arrive();
    expect(screen.getByRole('button', { name: 'CCTV' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('code that cannot be fetched leaves the fallback in place (no error page), and the next mount tries again', async () => {
    let attempts = 0;
    const Toggle = deferred<object>(() => {
      attempts += 1;
      return attempts <= 2 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve(LiveToggle);
    });
    const first = render(<Toggle fallback={<Shell />} />);
    // Tried, tried again a second later, then given up on: the fallback stays.
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 1_200))));
    expect(attempts).toBe(2);
    expect(screen.getByRole('button', { name: 'CCTV' }).getAttribute('aria-expanded')).toBe('false');
    first.unmount();
    // Another page with the part: fetched again, and live this time.
    render(<Toggle fallback={<Shell />} />);
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 50))));
    expect(attempts).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'CCTV' }));
    expect(screen.getByRole('button', { name: 'CCTV' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('focus on the fallback stays where it was once the live part replaces it', async () => {
    const { Toggle, arrive } = deferredToggle();
    render(
      <>
        <Toggle fallback={<Shell />} />
        <a href="#next">next</a>
      </>,
    );
    const shell = screen.getByRole('button', { name: 'CCTV' });
    shell.focus();
    expect(document.activeElement).toBe(shell);
    await arrive();
    const live = screen.getByRole('button', { name: 'CCTV' });
    expect(live).not.toBe(shell);
    expect(document.activeElement).toBe(live);
  });
});
