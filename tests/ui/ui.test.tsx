import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import Button from '@/components/ui/button';
import Field from '@/components/ui/field';
import Spinner from '@/components/ui/spinner';

describe('Button', () => {
  it('is a plain button by default, with its variant', () => {
    render(<Button variant="ghost">Close</Button>);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ghost');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('while loading ignores clicks, stays focusable and says what it does', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading loadingLabel="Sending…" onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    button.focus();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <Button loadingLabel="Sending…" onClick={onClick}>
        Send
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a loading submit button does not submit its form, not even by Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button'));
    await user.type(screen.getByRole('textbox'), 'x{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Field', () => {
  it('labels its control and links hint and error', () => {
    render(
      <Field id="email" label="Email" hint="We never share it." error="Enter an email." required>
        {(control) => <input {...control} type="email" />}
      </Field>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'email-error email-hint');
    expect(input).toHaveAccessibleDescription('Enter an email. We never share it.');
  });

  it('without an error the control is not marked invalid', () => {
    render(
      <Field id="name" label="Name">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toBeRequired();
  });

  it('puts a checkbox before its label', () => {
    render(
      <Field id="agree" label="I agree" inline>
        {(control) => <input {...control} type="checkbox" />}
      </Field>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    fireEvent.click(screen.getByText('I agree'));
    expect(checkbox).toBeChecked();
    expect(checkbox.compareDocumentPosition(screen.getByText('I agree')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Spinner', () => {
  it('is announced only when it has a label', () => {
    const { rerender, container } = render(<Spinner label="Loading…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
