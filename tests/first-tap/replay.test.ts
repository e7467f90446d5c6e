import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CAPTURE_GLOBAL, type CapturedInput } from '@/lib/first-tap/document-script';
import { replayCapturedInput } from '@/lib/first-tap/replay';

/** Frames run when the test says so: what the page asked for by then runs, and the tasks it queues. */
let frames: FrameRequestCallback[] = [];
async function nextFrame() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const callback of frames.splice(0)) callback(performance.now());
  await new Promise((resolve) => setTimeout(resolve, 5));
}
/** What React leaves on an element it has hydrated. */
const hydrate = (element: Element) => Object.assign(element, { __reactProps$test: {} });

function captured(input: CapturedInput) {
  (window as unknown as Record<string, unknown>)[CAPTURE_GLOBAL] = () => input;
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[CAPTURE_GLOBAL];
  document.body.innerHTML = '';
});

describe('the replay of what was done before hydration', () => {
  it('hands a tap over in the frame React takes the control over, not one frame later', async () => {
    const button = document.body.appendChild(document.createElement('button'));
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    captured({ typed: [], actions: [[button, 'click']] });

    replayCapturedInput();
    await nextFrame();
    expect(clicks).not.toHaveBeenCalled();

    hydrate(button);
    await nextFrame();
    expect(clicks).toHaveBeenCalledTimes(1);
    await nextFrame();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('writes a typed value, and sends a form, one frame after React takes the field over: its library registers the field then', async () => {
    const form = document.body.appendChild(document.createElement('form'));
    const field = form.appendChild(document.createElement('input'));
    const typed = vi.fn();
    const sent = vi.fn((event: Event) => event.preventDefault());
    field.addEventListener('input', () => typed(field.value));
    form.addEventListener('submit', sent);
    hydrate(field);
    hydrate(form);
    captured({ typed: [[field, 'Anna Petrosyan']], actions: [[form, 'submit', null]] });

    replayCapturedInput();
    expect(typed).not.toHaveBeenCalled();
    await nextFrame();
    expect(typed).toHaveBeenCalledWith('Anna Petrosyan');
    expect(sent).not.toHaveBeenCalled();
    await nextFrame();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
