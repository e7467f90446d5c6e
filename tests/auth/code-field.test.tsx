import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import CodeField from '@/features/auth/components/code-field';

import { renderIntl } from './test-utils';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <>
      <label htmlFor="code">Code</label>
      <CodeField id="code" value={code} onChange={setCode} onComplete={onComplete} />
    </>
  );
}

function setup() {
  const onComplete = vi.fn();
  renderIntl(<Harness onComplete={onComplete} />);
  return { input: screen.getByLabelText('Code') as HTMLInputElement, onComplete, user: userEvent.setup() };
}

describe('the one-time code field', () => {
  it('is one numeric input the browser can fill from the SMS, with no length cap that would cut a paste', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).not.toHaveAttribute('maxlength');
    expect(document.querySelectorAll('input')).toHaveLength(1);
  });

  it('keeps digits only while typing', async () => {
    const { input, user } = setup();
    await user.type(input, '1a2-3 b');
    expect(input).toHaveValue('123');
  });

  it('accepts a pasted message with the whole code and reports it complete', async () => {
    const { input, user, onComplete } = setup();
    await user.click(input);
    await user.paste('Your Arevik Clinic code: 246 810');
    expect(input).toHaveValue('246810');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('246810');
  });

  it('replaces a half-typed code with a pasted whole one', async () => {
    const { input, user, onComplete } = setup();
    await user.type(input, '99');
    await user.paste('135790');
    expect(input).toHaveValue('135790');
    expect(onComplete).toHaveBeenCalledWith('135790');
  });

  it('does not block a paste of a fragment: it is inserted like typing', async () => {
    const { input, user, onComplete } = setup();
    await user.type(input, '12');
    await user.paste('34');
    expect(input).toHaveValue('1234');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('cuts what is longer than the code and reports completion on the sixth digit', () => {
    const { input, onComplete } = setup();
    fireEvent.change(input, { target: { value: '12345678' } });
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });
});
