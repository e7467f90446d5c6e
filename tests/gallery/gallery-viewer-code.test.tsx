import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import GalleryInteractions from '@/features/gallery/components/gallery-interactions';

// useSearchParams from the test document's URL, kept in step with history.replaceState (as Next does).
vi.mock('next/navigation', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (onChange: () => void) => {
    window.addEventListener('test:url', onChange);
    return () => window.removeEventListener('test:url', onChange);
  };
  return { useSearchParams: () => new URLSearchParams(useSyncExternalStore(subscribe, () => window.location.search)) };
});
// Records when the viewer's module is asked for, i.e. when a page would fetch its code (the viewer itself is
// tested in gallery-viewer.test.tsx).
const loaded = vi.hoisted(() => ({ viewer: false }));
vi.mock('@/features/gallery/components/gallery-viewer', () => {
  loaded.viewer = true;
  return { default: () => null };
});

describe('GalleryInteractions code', () => {
  it('loads the viewer’s code only once the URL names a photo', async () => {
    render(
      <GalleryInteractions items={[]}>
        <a href="?item=1" data-gallery-item="1">
          Photo
        </a>
      </GalleryInteractions>,
    );
    expect(loaded.viewer).toBe(false);
    act(() => {
      window.history.replaceState(null, '', '?item=1');
      window.dispatchEvent(new Event('test:url'));
    });
    await waitFor(() => expect(loaded.viewer).toBe(true));
    window.history.replaceState(null, '', '/');
  });
});
