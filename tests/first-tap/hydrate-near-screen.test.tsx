import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import HydrateNearScreen from '@/lib/first-tap/hydrate-near-screen';
import { handledByReact } from '@/lib/first-tap/hydration-signs';

/** The browser's IntersectionObserver, driven by the test: `comeNear()` reports every observed element on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(
    private readonly report: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  static comeNear() {
    for (const observer of FakeObserver.all) observer.report(observer.observed.map((target) => ({ isIntersecting: true, target })));
  }
}

function Page({ onSend }: { onSend: () => void }) {
  return (
    <main>
      <h1>Service</h1>
      <HydrateNearScreen>
        <section>
          <form>
            <input aria-label="Name" />
            <button type="button" onClick={onSend}>
              Send
            </button>
          </form>
        </section>
      </HydrateNearScreen>
    </main>
  );
}

describe('HydrateNearScreen', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  beforeEach(() => {
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    vi.unstubAllGlobals();
  });

  /** The page as the server sent it, then hydrated as the browser does. */
  async function hydrateServerHtml(onSend = () => {}) {
    container.innerHTML = renderToString(<Page onSend={onSend} />);
    await act(async () => {
      root = hydrateRoot(container, <Page onSend={onSend} />);
    });
    return { button: container.querySelector('button')!, heading: container.querySelector('h1')! };
  }

  it('keeps the server HTML of its part until the part comes near the screen, then hydrates it', async () => {
    const onSend = vi.fn();
    const { button, heading } = await hydrateServerHtml(onSend);
    expect(handledByReact(heading)).toBe(true);
    expect(handledByReact(button)).toBe(false);
    // It watches what the part holds (its own element has no box), half a screen ahead.
    expect(FakeObserver.all[0]?.observed).toEqual([container.querySelector('section')]);
    expect(FakeObserver.all[0]?.options.rootMargin).toBe('50% 0px');

    await act(async () => FakeObserver.comeNear());
    expect(handledByReact(button)).toBe(true);
    expect(container.querySelector('button')).toBe(button);
    button.click();
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('hydrates its part at once when the visitor reaches into it first (a tap, or Tab)', async () => {
    const { button } = await hydrateServerHtml();
    await act(async () => {
      expect(handledByReact(button)).toBe(false);
      container.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(handledByReact(button)).toBe(true);

    act(() => root?.unmount());
    root = undefined;
    const again = await hydrateServerHtml();
    expect(handledByReact(again.button)).toBe(false);
    await act(async () => {
      again.button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(handledByReact(again.button)).toBe(true);
  });

  it('renders its part at once when the page is rendered in the browser (a client navigation)', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page onSend={() => {}} />);
    });
    expect(container.querySelector('button')).not.toBeNull();
    expect(handledByReact(container.querySelector('button')!)).toBe(true);
    expect(FakeObserver.all).toHaveLength(0);
  });
});
