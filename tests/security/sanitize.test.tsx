import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import RichText from '@/components/ui/rich-text';
import { sanitizeApiHtml } from '@/lib/sanitize';

const HOSTILE_BODY = `
  <h1>Flu season</h1>
  <p onclick="steal()">Get tested <strong>early</strong>.</p>
  <script>document.cookie</script>
  <img src="x" onerror="alert(1)">
  <a href="javascript:alert(1)">click</a>
  <a href="JaVaScRiPt:alert(2)">again</a>
  <a href="https://example.org/flu">guide</a>
  <iframe src="https://evil.example"></iframe>
  <p style="background:url(javascript:alert(3))">styled</p>
  <svg><script>alert(4)</script></svg>
  <ul><li>Rest</li></ul>`;

describe('HTML from the API', () => {
  it('keeps the text structure and drops scripts, handlers, javascript: links, frames and styles', () => {
    const clean = sanitizeApiHtml(HOSTILE_BODY);
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=|<svg|<img/i);
    expect(clean).toContain('<strong>early</strong>');
    expect(clean).toContain('<ul><li>Rest</li></ul>');
    expect(clean).toContain('<a href="https://example.org/flu" target="_blank" rel="noopener noreferrer">guide</a>');
    // The page owns its one h1.
    expect(clean).toContain('<h2>Flu season</h2>');
  });

  it('a link that opens a new tab gets rel="noopener noreferrer"; hrefs are trimmed before the scheme check', () => {
    const html = sanitizeApiHtml(
      '<a href="  https://example.org/x ">out</a><a href="/ru/contacts" target="_blank" rel="opener">in</a><a href=" javascript:alert(1)">bad</a>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const [out, inside, bad] = Array.from(doc.querySelectorAll('a'));
    expect(out.getAttribute('href')).toBe('https://example.org/x');
    expect(out.getAttribute('target')).toBe('_blank');
    expect(out.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(bad.getAttribute('href')).toBeNull();
  });

  it('is what a news body renders as in the page', () => {
    const { container } = render(<RichText html={HOSTILE_BODY} />);
    expect(container.querySelector('script, iframe, img, svg, [onerror], [onclick], [style]')).toBeNull();
    for (const link of container.querySelectorAll('a[href]')) expect(link.getAttribute('href')).toMatch(/^https:/);
    expect(container.textContent).toContain('Get tested early.');
  });

  it('passes through the one sanitizer wherever the site renders raw HTML', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name)) files.push(full);
      }
    };
    walk('app');
    walk('components');
    walk('features');
    const unsafe = files.filter((file) => {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('dangerouslySetInnerHTML')) return false;
      // JSON-LD escapes "<" itself; the head's script is a constant of the site's own (lib/first-tap); everything
      // else must be sanitized HTML.
      if (file.endsWith(path.join('ui', 'json-ld.tsx'))) return false;
      if (/dangerouslySetInnerHTML=\{\{ __html: sanitizeApiHtml\(/.test(source)) return false;
      return !/dangerouslySetInnerHTML=\{\{ __html: DOCUMENT_SCRIPT \}\}/.test(source);
    });
    expect(unsafe).toEqual([]);
  });
});
