/**
 * jsdom has no modal dialogs: the smallest stand-in for showModal/close, and Esc asking the open
 * dialog to close (a cancelable `cancel` event), as browsers do.
 */
export function polyfillModalDialogs() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (proto.__polyfilled) return;
  proto.__polyfilled = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const open = [...document.querySelectorAll('dialog[open]')];
    const top = open[open.length - 1] as HTMLDialogElement | undefined;
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
