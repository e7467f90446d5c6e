import { Readable } from 'node:stream';

import { act, lazy, Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';

import { inlineOutlinedBoundaries } from '@/lib/cache/inline-boundaries.mjs';

/** A client part whose code arrives a moment later, as a client component's module does during a prerender. */
const Later = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { default: ({ children }: { children: ReactNode }) => <section id="request">{children}</section> };
});

/** A page long enough for React to outline the boundary that comes after its first 12.8 kB. */
function Page({ fallback = null }: { fallback?: ReactNode }) {
  return (
    <main>
      {Array.from({ length: 40 }, (_, index) => (
        <p key={index}>{`Paragraph ${index}: ${'The clinic sees patients from Monday to Saturday. '.repeat(8)}`}</p>
      ))}
      <div className="column">
        <Suspense fallback={fallback}>
          <Later>
            <form method="post">
              <label>
                Name <input name="name" />
              </label>
              <div className="row">
                <div>{'A hint that makes the part large enough to outline. '.repeat(12)}</div>
              </div>
              <button type="submit">Send</button>
            </form>
          </Later>
        </Suspense>
      </div>
      <aside>Questions? Call us.</aside>
    </main>
  );
}

async function prerender(page: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude as Readable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('inlineOutlinedBoundaries', () => {
  it('writes a boundary React outlined where it belongs, and React hydrates the page without a mismatch', async () => {
    const html = await prerender(<Page />);
    // What React wrote: a placeholder, the part in a hidden segment, the instruction that moves it in.
    expect(html).toContain('<template id="B:0"></template>');
    expect(html).toContain('<div hidden id="S:0">');
    expect(html).toContain('$RC("B:0","S:0")');

    const inlined = inlineOutlinedBoundaries(html);
    expect(inlined).not.toMatch(/<template id="B:|hidden id="S:|\$RC|<script/);
    expect(inlined).toContain('<div class="column"><!--$--><section id="request"><form method="post">');
    expect(inlined.indexOf('id="request"')).toBeLessThan(inlined.indexOf('<aside>'));

    document.body.innerHTML = inlined;
    const form = document.querySelector('form')!;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(document.body, <Page />, { onRecoverableError: recoverable });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The same nodes, now React's.
    expect(document.querySelector('form')).toBe(form);
    expect(Object.keys(form).some((key) => key.startsWith('__reactProps$'))).toBe(true);
  });

  it('leaves a page alone when a boundary has a fallback, or when nothing was outlined', async () => {
    const withFallback = await prerender(<Page fallback={<p>Loading…</p>} />);
    expect(withFallback).toContain('$RC("B:0","S:0")');
    expect(inlineOutlinedBoundaries(withFallback)).toBe(withFallback);

    const plain = '<main><!--$--><p>In place</p><!--/$--></main>';
    expect(inlineOutlinedBoundaries(plain)).toBe(plain);
  });

  it('leaves a page alone when it carries another streaming instruction or an unexpected script', async () => {
    const html = await prerender(<Page />);
    const withError = html.replace('</main>', '</main><script>$RX("B:1","E1")</script>');
    expect(inlineOutlinedBoundaries(withError)).toBe(withError);
    const mixed = html.replace('$RC("B:0","S:0")</script>', '</script><script>window.step=1;$RC("B:0","S:0")</script>');
    expect(mixed).not.toBe(html);
    expect(inlineOutlinedBoundaries(mixed)).toBe(mixed);
  });
});
