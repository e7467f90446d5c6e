/**
 * Hands React what the visitor did before the page was interactive (captured by the head's script,
 * document-script.ts): first every field as it was typed, then each tap and submit, in order, once.
 *
 * A value is written past React's own tracking of the field and announced with `input` and `change` events,
 * so the field's handler sees it as typed: a form library's state and a controlled field (the phone number)
 * get it, even where hydration reset the field. Taps and submits are dispatched as the browser would.
 *
 * Each waits until React handles its element (hydration-signs.ts): a part of the page in a Suspense boundary of
 * its own hydrates after the root, and the forms below the first screen only once the visitor comes near them
 * (hydrate-near-screen.tsx).
 * Past ten seconds the replay goes ahead anyway rather than keep what the visitor did.
 */
import 'client-only';

import { CAPTURE_GLOBAL, type CapturedInput } from './document-script';
import { handledByReact } from './hydration-signs';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function nativeValueSetter(field: Field): ((value: string) => void) | undefined {
  const prototype = Object.getPrototypeOf(field) as object;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

function restore(field: Field, typed: string | boolean) {
  if (!field.isConnected || field.disabled) return;
  if (typeof typed === 'boolean') {
    // A click toggles the box (or checks the radio) with all the events a tap sends.
    if ((field as HTMLInputElement).checked !== typed) field.click();
    return;
  }
  nativeValueSetter(field)?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A performance mark at each replayed tap or submit: how long a visitor waited is measurable from outside. */
export const REPLAY_MARK = 'first-tap-replay';

function act([target, kind, submitter]: CapturedInput['actions'][number]) {
  if (!target.isConnected) return;
  performance.mark(REPLAY_MARK);
  if (kind === 'click') target.click();
  else {
    const form = target as HTMLFormElement;
    form.requestSubmit(submitter && submitter.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : undefined);
  }
}

const HYDRATION_WAIT_MS = 10_000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

async function untilHandled(element: Element) {
  const giveUp = performance.now() + HYDRATION_WAIT_MS;
  while (!handledByReact(element) && element.isConnected && performance.now() < giveUp) await nextFrame();
}

/**
 * A field's value or a form's submit waits one frame more: the commit that follows hydration (a form library
 * registering its fields) comes after the props. A tap does not: React takes a click on a part it has rendered but
 * not committed by finishing that part's hydration first, then handing it the click.
 */
async function untilCommitted(element: Element) {
  await untilHandled(element);
  await nextFrame();
}

/**
 * Once, when the page's root is interactive: replays what was captured, and from then on whatever is captured
 * on parts of the page that hydrate later, each as soon as React handles it.
 */
export function replayCapturedInput() {
  const take = (window as unknown as Record<string, ((onMore: () => void) => CapturedInput) | undefined>)[CAPTURE_GLOBAL];
  if (!take) return;
  let running = false;
  let typedDone = 0;
  let actionsDone = 0;
  const drain = async () => {
    if (running) return;
    running = true;
    try {
      while (typedDone < captured.typed.length || actionsDone < captured.actions.length) {
        if (typedDone < captured.typed.length) {
          const [field] = captured.typed[typedDone];
          await untilCommitted(field);
          // Read after the wait: typing may have gone on meanwhile.
          restore(field, captured.typed[typedDone][1]);
          typedDone += 1;
        } else {
          const action = captured.actions[actionsDone];
          await (action[1] === 'click' ? untilHandled(action[0]) : untilCommitted(action[0]));
          act(action);
          actionsDone += 1;
        }
      }
    } finally {
      running = false;
    }
  };
  const captured = take(() => void drain());
  void drain();
}
