import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { fail } from '@/mocks/lib/http';
import { server } from '@/mocks/node';

import { APPLY, byId, field, fillValid, renderForm, setupApplicationFormTests } from './application-form-setup';

vi.mock('@/components/ui/link', () => import('../stubs/link'));

setupApplicationFormTests();

describe('ApplicationForm sending', () => {
  it.each([
    ['en', 'Thank you, Anna Petrosyan!'],
    ['ru', 'Спасибо, Anna Petrosyan!'],
    ['hy', 'Շնորհակալություն, Anna Petrosyan։'],
  ] as const)('sends the application in %s and says what happens next', async (locale, thanks) => {
    const { user, log } = renderForm(locale);
    await user.type(screen.getAllByRole('textbox')[0], 'Anna Petrosyan');
    await user.type(screen.getByRole('textbox', { name: /Телефон|Phone|Հեռախոս/ }), '091 123456');
    await user.selectOptions(byId('service'), 'lab');
    await user.click(byId('consent'));
    await user.click(screen.getByRole('button', { name: /Send request|Отправить заявку|Ուղարկել հայտը/ }));

    const heading = await screen.findByRole('heading', { level: 3, name: thanks });
    // The confirmation is a lazy chunk: its heading takes focus in an effect, which can run after it is found.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('AR-00001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/\+374 91 123456/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+374\u00A010\u00A055\u00A012\u00A034' })).toHaveAttribute('href', 'tel:+37410551234');
    const [request] = log.to('/applications/create/');
    expect(request.method).toBe('POST');
    expect(request.headers.get('accept-language')).toBe(locale);
    expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request.json()).toEqual({
      name: 'Anna Petrosyan',
      phone: '+37491123456',
      service: 'lab',
      contactChannel: 'call',
      consent: true,
    });
  });

  it('sends every filled field in the contract’s shape', async () => {
    const { user, log } = renderForm('en', { preset: { service: 'ent' } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('heading', { name: 'Thank you, Anna Petrosyan!' });
    expect(await log.to('/applications/create/')[0].json()).toEqual({
      name: 'Anna Petrosyan',
      phone: '+37491123456',
      service: 'dentistry',
      doctor: 'davit-sargsyan',
      preferredDays: ['Tu', 'Th'],
      preferredTime: 'evening',
      contactChannel: 'whatsapp',
      message: 'A tooth hurts since Monday.',
      consent: true,
    });
    expect(screen.getByText(/message you on WhatsApp at \+374 91 123456/)).toBeInTheDocument();
  });

  it('a new application can follow, starting empty', async () => {
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await user.click(await screen.findByRole('button', { name: 'Send another request' }));
    expect(field(/Your name/)).toHaveValue('');
    expect(field(/^Phone(?! call)/)).toHaveValue('');
    expect(field(/I agree/)).not.toBeChecked();
  });

  it('cannot be sent twice while sending', async () => {
    let answer: () => void = () => {};
    server.use(
      http.post(APPLY, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: { id: 7, reference: 'AR-00007', createdAt: '2030-01-01T10:00:00+04:00' } }, { status: 201 });
      }),
    );
    const { user, log } = renderForm();
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Send request' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveTextContent('Sending…');
    await user.click(button);
    await user.type(field(/Your name/), '{Enter}');
    fireEvent.submit(screen.getByRole('form'));
    await act(async () => answer());
    await screen.findByRole('heading', { name: /Thank you/ });
    expect(log.to('/applications/create/')).toHaveLength(1);
  });
});

describe('ApplicationForm errors from the API', () => {
  it('shows the API’s field errors next to the fields and keeps everything typed', async () => {
    server.use(
      http.post(APPLY, ({ request }) =>
        fail(request, 'validation', {
          fields: { phone: ['Этот номер не обслуживается.'], doctor: ['Врач в отпуске.'] },
        }),
      ),
    );
    const { user } = renderForm('ru');
    await user.type(screen.getByLabelText(/Ваше имя/), 'Анна');
    await user.type(screen.getByLabelText(/^Телефон/), '091 123456');
    await user.selectOptions(byId('service'), 'dentistry');
    await user.selectOptions(byId('doctor'), 'davit-sargsyan');
    await user.click(byId('preferredDays-Mo'));
    await user.type(screen.getByLabelText(/^Комментарий/), 'Болит зуб');
    await user.click(byId('consent'));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    const phone = screen.getByLabelText(/^Телефон/);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Этот номер не обслуживается.'));
    expect(screen.getByLabelText(/^Врач/)).toHaveAccessibleDescription(expect.stringContaining('Врач в отпуске.'));
    expect(screen.getByLabelText(/Ваше имя/)).toHaveValue('Анна');
    expect(phone).toHaveValue('091 123456');
    expect(screen.getByLabelText(/^Врач/)).toHaveValue('davit-sargsyan');
    expect(byId('preferredDays-Mo')).toBeChecked();
    expect(screen.getByLabelText(/^Комментарий/)).toHaveValue('Болит зуб');
    expect(byId('consent')).toBeChecked();
  });

  it('shows API errors of fields the form does not have in a message', async () => {
    server.use(http.post(APPLY, ({ request }) => fail(request, 'validation', { fields: { locale: ['Unsupported language.'] } })));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check the highlighted fields and try again.');
    expect(alert).toHaveTextContent('Unsupported language.');
  });

  it('the API being down gives a translated message and a retry that sends the same application with the same key', async () => {
    server.use(http.post(APPLY, () => HttpResponse.error(), { once: true }));
    const { user, log } = renderForm('ru');
    await user.type(screen.getByLabelText(/Ваше имя/), 'Анна');
    await user.type(screen.getByLabelText(/^Телефон/), '+7 912 345 67 89');
    await user.selectOptions(byId('service'), 'ent');
    await user.click(byId('consent'));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Заявка не отправлена.');
    expect(alert).toHaveTextContent('Нет связи с сервером');
    expect(screen.getByLabelText(/Ваше имя/)).toHaveValue('Анна');

    await user.click(within(alert).getByRole('button', { name: 'Попробовать снова' }));
    await screen.findByRole('heading', { name: 'Спасибо, Анна!' });
    const sent = log.to('/applications/create/');
    expect(sent).toHaveLength(2);
    expect(await sent[1].json()).toEqual({ name: 'Анна', phone: '+79123456789', service: 'ent', contactChannel: 'call', consent: true });
    expect(sent[1].headers.get('idempotency-key')).toBe(sent[0].headers.get('idempotency-key'));
  });

  it('a server error is told in the interface language', async () => {
    server.use(http.post(APPLY, ({ request }) => fail(request, 'server')));
    const { user } = renderForm('hy');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Ուղարկել հայտը' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Հայտը չի ուղարկվել');
  });

  it('a slow answer still lands once', async () => {
    server.use(
      http.post(APPLY, async () => {
        await delay(50);
        return HttpResponse.json({ data: { id: 8, reference: 'AR-00008', createdAt: '2030-01-01T10:00:00+04:00' } }, { status: 201 });
      }),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: /Thank you/ })).toBeInTheDocument();
  });
});

describe('ApplicationForm across a reload', () => {
  it('shows the confirmation again instead of an empty form once the application was accepted', async () => {
    const first = renderForm();
    await fillValid(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('AR-00001');
    first.unmount();

    const again = renderForm();
    expect(await screen.findByRole('heading', { name: 'Thank you, Anna Petrosyan!' })).toBeInTheDocument();
    expect(screen.getByText('AR-00001')).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(field(/Your name/)).toHaveValue('');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('puts back what was being sent and sends it with the same key, so the API answers the same application', async () => {
    server.use(http.post(APPLY, () => HttpResponse.error(), { once: true }));
    const first = renderForm();
    await fillValid(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('alert');
    first.unmount();

    const again = renderForm();
    expect(await screen.findByText(/may not have been sent before the page reloaded/)).toBeInTheDocument();
    expect(field(/Your name/)).toHaveValue('Anna Petrosyan');
    expect(field(/^Doctor/)).toHaveValue('davit-sargsyan');
    expect(byId('preferredDays-Th')).toBeChecked();
    expect(byId('contactChannel-whatsapp')).toBeChecked();
    await again.user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('AR-00001');
    const sent = [...first.log.to('/applications/create/'), ...again.log.to('/applications/create/')];
    const keys = new Set(sent.map((request) => request.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
  });
});
