import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { getGallery, type GalleryItem } from '@/features/gallery/api/calls';
import GalleryBrowser from '@/features/gallery/components/gallery-browser';
import { createApi } from '@/lib/api/client';
import { server } from '@/mocks/node';

import { renderIn } from '../content/intl';

/**
 * Next keeps useSearchParams in step with history.replaceState; this stand-in does the same from
 * window.location, so the viewer runs against the real URL of the test document.
 */
vi.mock('next/navigation', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (onChange: () => void) => {
    window.addEventListener('test:url', onChange);
    return () => window.removeEventListener('test:url', onChange);
  };
  return {
    useSearchParams: () => new URLSearchParams(useSyncExternalStore(subscribe, () => window.location.search)),
  };
});
/** The grid's images as the browser gets them; which ones a page writes in is tests/api/inline-image.test.ts's. */
vi.mock('@/components/ui/api-image', async () => ({ default: (await import('@/components/ui/api-image-element')).default }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { default: messages } = await import('@/messages/en.json');
  return { getTranslations: async (namespace: 'Gallery') => createTranslator({ locale: 'en', messages, namespace }) };
});
const API_ORIGIN = 'http://api.test';
let items: GalleryItem[];
const replaceState = window.history.replaceState.bind(window.history);

beforeAll(async () => {
  vi.stubEnv('NEXT_PUBLIC_API_URL', API_ORIGIN);
  server.listen({ onUnhandledRequest: 'error' });
  items = await getGallery(createApi({ baseURL: `${API_ORIGIN}/api/v1`, locale: 'en' }));
  vi.spyOn(window.history, 'replaceState').mockImplementation((...args) => {
    replaceState(...args);
    window.dispatchEvent(new Event('test:url'));
  });
});
afterEach(() => {
  server.resetHandlers();
  act(() => window.history.replaceState(null, '', '/en/gallery'));
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** The grid is a server component: render what it returns. */
async function renderGallery(list: GalleryItem[]) {
  renderIn('en', await GalleryBrowser({ items: list }));
}

async function openAt(search: string) {
  window.history.replaceState(null, '', `/en/gallery${search}`);
  await renderGallery(items);
}

const dialog = () => screen.queryByRole('dialog');
/** The viewer's code loads when it first opens: on a busy machine that import takes longer than the default second. */
const VIEWER_LOADED = { timeout: 10_000 };
const itemParam = () => new URLSearchParams(window.location.search).get('item');

describe('gallery viewer', () => {
  it('opens the item named in a deep link, with focus inside', async () => {
    const third = items[2];
    await openAt(`?item=${third.id}`);
    const viewer = await screen.findByRole('dialog', { name: third.title }, VIEWER_LOADED);
    expect(viewer).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(viewer).getByRole('img', { name: third.image.alt })).toHaveAttribute('src', new URL(third.image.url).pathname); // on the site's own origin (app/media)
    expect(screen.getByText(`3 of ${items.length}`)).toBeInTheDocument();
  });

  it('moves with the arrow keys (the URL follows) and closes with Esc, returning focus to the item shown last', async () => {
    const user = userEvent.setup();
    await openAt(`?item=${items[0].id}`);
    await screen.findByRole('dialog', { name: items[0].title }, VIEWER_LOADED);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: items[1].title })).toBeInTheDocument();
    expect(itemParam()).toBe(String(items[1].id));

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    const last = items[items.length - 1];
    expect(screen.getByRole('dialog', { name: last.title })).toBeInTheDocument();
    expect(itemParam()).toBe(String(last.id));

    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(itemParam()).toBeNull();
    expect(screen.getByRole('link', { name: `${last.title} ${last.category.title}` })).toHaveFocus();
  });

  it('opens from the grid, keeps Tab inside the dialog and returns focus to the tile', async () => {
    const user = userEvent.setup();
    await openAt('');
    expect(dialog()).toBeNull();
    const tile = screen.getByRole('link', { name: `${items[4].title} ${items[4].category.title}` });
    expect(tile).toHaveAttribute('href', `?item=${items[4].id}`);
    await user.click(tile);
    expect(await screen.findByRole('dialog', { name: items[4].title }, VIEWER_LOADED)).toBeInTheDocument();
    expect(itemParam()).toBe(String(items[4].id));

    const close = screen.getByRole('button', { name: 'Close' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();

    await user.click(close);
    expect(dialog()).toBeNull();
    expect(tile).toHaveFocus();
  });

  it('moves with a horizontal swipe but not with a vertical one', async () => {
    await openAt(`?item=${items[1].id}`);
    const figure = (await screen.findByRole('dialog', {}, VIEWER_LOADED)).querySelector('figure')!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(figure, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(figure, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [120, 210]);
    expect(screen.getByRole('dialog', { name: items[2].title })).toBeInTheDocument();
    swipe([100, 200], [300, 190]);
    expect(screen.getByRole('dialog', { name: items[1].title })).toBeInTheDocument();
    swipe([200, 100], [190, 400]);
    expect(screen.getByRole('dialog', { name: items[1].title })).toBeInTheDocument();
  });

  it('asks the API for an item that is not in the page’s list, with a loading state', async () => {
    const newest = items[items.length - 1];
    window.history.replaceState(null, '', `/en/gallery?item=${newest.id}`);
    await renderGallery(items.slice(0, 3));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the photo…');
    expect(await screen.findByRole('dialog', { name: newest.title }, VIEWER_LOADED)).toBeInTheDocument();
  });

  it('says so when the linked item does not exist, and closes normally', async () => {
    const user = userEvent.setup();
    await openAt('?item=99999');
    expect(await screen.findByText('This photo was not found. It may have been removed.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(itemParam()).toBeNull();
  });
});
