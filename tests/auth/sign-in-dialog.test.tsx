import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { readPendingCode, savePendingCode } from '@/features/auth/client/pending-code';
import { logout } from '@/features/auth/client/session';
import { sessionStore } from '@/features/auth/client/session-store';
import SignInDialog from '@/features/auth/components/sign-in-dialog';
import { REFRESH_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import { setAccessToken } from '@/features/auth/model/tokens';
import { server } from '@/mocks/node';

import { recordRequests, TEST_OTP } from '../api/helpers';
import { sessionUiHooks } from './session-ui';
import { renderIntl } from './test-utils';

const documents = vi.hoisted(() => ({ openDocument: vi.fn() }));
vi.mock('@/features/auth/client/open-document', () => documents);
const site = sessionUiHooks(() => sessionStorage.clear());

function Opener({ next = null }: { next?: string | null }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        Open sign-in
      </button>
      {open ? <SignInDialog next={next} onClose={() => setOpen(false)} returnFocus={() => button.current} /> : null}
    </>
  );
}

async function openDialog(next?: string | null) {
  const user = userEvent.setup();
  renderIntl(<Opener next={next} />);
  const opener = screen.getByRole('button', { name: 'Open sign-in' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Sign in to your account' });
  return { user, opener, dialog };
}

describe('the sign-in dialog', () => {
  it('is a named modal dialog that starts on the phone field', async () => {
    const { dialog } = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByLabelText(/Phone number/)).toHaveFocus();
  });

  it('closes with its close button and gives focus back to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Esc (the dialog’s cancel event) and gives focus back', async () => {
    const { opener, dialog } = await openDialog();
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside: past the last control focus wraps to the first', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Get a code' });
    submit.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('refuses a number that is not valid without calling the API', async () => {
    const { user } = await openDialog();
    const log = recordRequests(server);
    await user.type(screen.getByLabelText(/Phone number/), '12');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid phone number.');
    expect(log.to('/auth/otp/request/')).toHaveLength(0);
  });

  it('phone → code → signed in → the client’s own profile', async () => {
    const { user } = await openDialog('/profile/999999');
    const log = recordRequests(server);
    await user.type(screen.getByLabelText(/Phone number/), '+374 91 555 010');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));

    expect(await screen.findByText(/^We have sent a code to \+374 91 555 ?010\.$/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(await log.to('/auth/otp/request/')[0].json()).toEqual({ phone: '+37491555010' });
    const code = screen.getByLabelText(/Code from the text message/);
    expect(code).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('1:30');

    await user.type(code, TEST_OTP);

    await waitFor(() => expect(documents.openDocument).toHaveBeenCalled());
    const subject = sessionStore.getState().claims!.sub;
    // A document load of the profile (its strict policy applies), not a client-side navigation.
    expect(documents.openDocument).toHaveBeenCalledWith(`/en/profile/${subject}`);
    expect(site.jar.get(REFRESH_COOKIE_NAME)).toBeTruthy();
    expect(document.cookie).not.toMatch(/eyJ/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a second request for the same number moves on to the code with the remaining wait', async () => {
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(/Phone number/), '+374 91 555 011');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await screen.findByText(/We have sent a code/, undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+374 91 555011');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByText(/A code has already been sent to \+374 91 555011/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/1:(29|30)/);
  });

  it('the countdown is session state: closing and reopening the dialog (or a reload) shows the code step and the time left', async () => {
    const { user, opener } = await openDialog();
    await user.type(screen.getByLabelText(/Phone number/), '+374 91 555 012');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await screen.findByText(/We have sent a code/, undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const log = recordRequests(server);

    await user.click(opener);
    expect(screen.getByText(/A code has already been sent to \+374 91 555 ?012/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/1:(2\d|30)/);
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    expect(log.to('/auth/otp/request/')).toHaveLength(0);

    // A reload: the component tree is new, the tab's session storage is not.
    cleanup();
    renderIntl(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open sign-in' }));
    expect(screen.getByRole('timer')).toHaveTextContent(/1:(2\d|30)/);
  });

  it('signing in again with the same number after a logout sends a new code at once', async () => {
    const { user, opener } = await openDialog();
    await user.type(screen.getByLabelText(/Phone number/), '+374 91 555 013');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await user.type(await screen.findByLabelText(/Code from the text message/, undefined, { timeout: 5000 }), TEST_OTP);
    await waitFor(() => expect(documents.openDocument).toHaveBeenCalled());
    expect(sessionStorage.length).toBe(0);
    await logout('en');

    const log = recordRequests(server);
    await user.click(opener);
    await user.type(screen.getByLabelText(/Phone number/), '+374 91 555 013');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByText(/^We have sent a code to \+374 91 555 ?013\.$/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(log.to('/auth/otp/request/')).toHaveLength(1);
    expect(screen.getByRole('timer')).toHaveTextContent('1:30');
    await user.type(screen.getByLabelText(/Code from the text message/), TEST_OTP);
    await waitFor(() => expect(documents.openDocument).toHaveBeenCalledTimes(2));
  });

  it('a code waiting in this tab is forgotten when a session starts or a logout ends one', async () => {
    const { user } = await openDialog();
    await user.type(screen.getByLabelText(/Phone number/), '+374 91 555 014');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    await screen.findByText(/We have sent a code/, undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(readPendingCode()).not.toBeNull();
    await logout('en');
    expect(readPendingCode()).toBeNull();

    savePendingCode('+37491555014', '+374 91 555014', 60);
    setAccessToken('header.payload.signature');
    expect(readPendingCode()).toBeNull();
  });
});
