import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import Dialog, { type DialogProps } from '@/components/ui/dialog';

function Harness(props: Partial<DialogProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {open ? (
        <Dialog
          labelledBy="title"
          {...props}
          onClose={() => {
            props.onClosed?.();
            setOpen(false);
          }}
        >
          <h2 id="title">Title</h2>
          <button type="button">First</button>
          <button type="button">Last</button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('the one modal dialog', () => {
  it('opens as a native modal named by its title, closes with Esc and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement).toBe(document.body);

    screen.getByRole('button', { name: 'First' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside, both ways', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('focuses the element asked for, and returns focus where the caller says', async () => {
    const user = userEvent.setup();
    const target = { current: null as HTMLElement | null };
    function WithFocus() {
      return <Harness initialFocus={target} returnFocus={() => screen.getByRole('button', { name: 'Elsewhere' })} />;
    }
    render(<WithFocus />);
    target.current = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes on a click beside its content only when asked to', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    const { unmount } = render(<Harness onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog'));
    expect(onClosed).not.toHaveBeenCalled();
    unmount();

    render(<Harness closeOnBackdrop onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog'));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
