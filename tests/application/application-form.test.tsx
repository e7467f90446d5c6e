import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ApplicationForm from '@/features/application/components/application-form';
import { applicationLimits } from '@/features/application/model/application-limits';
import { loadPhoneEngine } from '@/features/phone/components/load-phone-engine';
import { fail } from '@/mocks/lib/http';
import { resetDemoState, server } from '@/mocks/node';
import { recordRequests } from '../api/helpers';
import { renderIntl, type TestLocale } from '../phone/phone-input-helpers';
import { FORM_DATA } from './form-props';

vi.mock('@/components/ui/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const APPLY = '*/api/v1/applications/create/';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadPhoneEngine();
});
beforeEach(() => {
  resetDemoState();
  window.sessionStorage.clear();
  vi.stubEnv('NEXT_PUBLIC_IP_COUNTRY_URL', '');
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

function renderForm(locale: TestLocale = 'en', props: Partial<Parameters<typeof ApplicationForm>[0]> = {}) {
  const log = recordRequests(server);
  const view = renderIntl(<ApplicationForm limits={applicationLimits()} {...FORM_DATA} {...props} />, locale);
  const user = userEvent.setup();
  return { ...view, user, log };
}

const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;

const byId = (id: string) => document.getElementById(`application-${id}`) as HTMLInputElement;

/** Fills every field validly, in any language. */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(byId('name'), 'Anna Petrosyan');
  await user.type(byId('phone'), '091 123456');
  await user.selectOptions(byId('service'), 'dentistry');
  await user.selectOptions(byId('doctor'), 'davit-sargsyan');
  await user.click(byId('preferredDays-Tu'));
  await user.click(byId('preferredDays-Th'));
  await user.click(byId('preferredTime-evening'));
  await user.click(byId('contactChannel-whatsapp'));
  await user.type(byId('message'), 'A tooth hurts since Monday.');
  await user.click(byId('consent'));
}

describe('ApplicationForm fields', () => {
  it('has every field of the contract, labelled, with the privacy policy linked', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Book a visit' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Book a visit' })).toBeInTheDocument();
    expect(field(/Your name/)).toBeRequired();
    expect(field(/Your name/)).toHaveAttribute('autocomplete', 'name');
    expect(field(/^Phone(?! call)/)).toHaveAttribute('type', 'tel');
    expect(field(/^Phone(?! call)/)).toBeRequired();
    expect(field(/^Phone(?! call)/)).toHaveAccessibleDescription('We will contact you at this number.');
    expect(field(/Service/)).toHaveValue('');
    expect(field(/Service/)).toBeRequired();
    expect(field(/^Doctor/)).toHaveValue('');
    expect(field(/^Doctor/)).toHaveAccessibleDescription('Choose a service first to see its doctors.');
    expect(screen.getByRole('group', { name: 'Preferred days' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /day$/ })).toHaveLength(6);
    expect(screen.getByRole('radio', { name: 'Any time' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'How should we contact you?' })).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'call',
      'whatsapp',
      'telegram',
    ]);
    expect(screen.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    expect(field(/^Comment/)).toHaveProperty('tagName', 'TEXTAREA');
    expect(field(/I agree/)).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/static-content/privacy-policy');
    expect(screen.getByRole('button', { name: 'Send request' })).toHaveAttribute('type', 'submit');
  });

  it('preselects the service of a service page', () => {
    renderForm('en', { preset: { service: 'rhinoplasty' } });
    expect(field(/Service/)).toHaveValue('rhinoplasty');
    expect(within(field(/Service/)).getByRole('option', { selected: true })).toHaveTextContent('Rhinoplasty');
  });

  it('preselects the doctor of a doctor’s page and lists only the doctors of the chosen service', async () => {
    const { user } = renderForm('en', { preset: { service: 'ent', doctor: 'armen-grigoryan' } });
    expect(field(/^Doctor/)).toHaveValue('armen-grigoryan');
    const names = () => within(field(/^Doctor/)).getAllByRole('option').map((option) => option.textContent);
    expect(names()).toEqual(['Any doctor', 'Anahit Petrosyan', 'Armen Grigoryan']);
    // He also does rhinoplasty: the choice stays.
    await user.selectOptions(field(/Service/), 'rhinoplasty');
    expect(names()).toEqual(['Any doctor', 'Armen Grigoryan']);
    expect(field(/^Doctor/)).toHaveValue('armen-grigoryan');
    // He does not do dentistry: the doctor goes back to any.
    await user.selectOptions(field(/Service/), 'dentistry');
    expect(names()).toEqual(['Any doctor', 'Davit Sargsyan']);
    expect(field(/^Doctor/)).toHaveValue('');
  });

  it.each([
    ['hy', 'Գրանցվել ընդունելության', 'Ձեր անունը', 'Ուղարկել հայտը'],
    ['ru', 'Записаться на приём', 'Ваше имя', 'Отправить заявку'],
  ] as const)('is written in %s', (locale, title, name, submit) => {
    renderForm(locale);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(name))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
  });

  it('uses the id for the section and its fields', () => {
    renderForm('en', { id: 'book' });
    expect(document.getElementById('book')).toHaveAttribute('aria-labelledby', 'book-title');
    expect(document.getElementById('book-name')).toBe(field(/Your name/));
    expect(document.getElementById('book-phone')).toBe(field(/^Phone(?! call)/));
  });
});

describe('ApplicationForm validation in the browser', () => {
  it('an empty form is not sent; errors stand next to the fields and the first one gets focus', async () => {
    const { user, log } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(field(/Your name/)).toHaveFocus());
    expect(field(/Your name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Your name/)).toHaveAccessibleDescription('Please fill in this field.');
    expect(field(/^Phone(?! call)/)).toHaveAccessibleDescription(expect.stringContaining('Enter your phone number.'));
    expect(field(/I agree/)).toHaveAccessibleDescription('Please confirm your consent so that we can process your request.');
    expect(field(/Service/)).toHaveAccessibleDescription('Choose a service.');
    expect(field(/^Doctor/)).not.toHaveAttribute('aria-invalid');
    expect(log.to('/applications/create/')).toHaveLength(0);
  });

  it('applies the API’s limits: name length, message length, a real phone number', async () => {
    const { user, log } = renderForm();
    await user.type(field(/Your name/), ' A ');
    await user.type(field(/^Phone(?! call)/), '091 12');
    fireEvent.change(field(/^Comment/), { target: { value: 'x'.repeat(1001) } });
    await user.click(field(/I agree/));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(field(/Your name/)).toHaveAccessibleDescription('Enter at least 2 characters.'));
    expect(field(/^Phone(?! call)/)).toHaveAccessibleDescription(expect.stringContaining('it does not look like a valid phone number'));
    expect(field(/^Comment/)).toHaveAccessibleDescription(expect.stringContaining('at most 1,000 characters long; it now has 1001'));
    expect(field(/I agree/)).not.toHaveAttribute('aria-invalid');
    expect(log.to('/applications/create/')).toHaveLength(0);
  });

  it('a fixed field loses its error as it is corrected', async () => {
    const { user } = renderForm('ru');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    const name = screen.getByLabelText(/Ваше имя/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Заполните это поле.'));
    await user.type(name, 'А');
    expect(name).toHaveAccessibleDescription('Введите не менее 2 символов.');
    await user.type(name, 'н');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('checks a filled field when the visitor leaves it', async () => {
    const { user } = renderForm();
    await user.type(field(/^Phone(?! call)/), '091 1');
    await user.tab();
    await waitFor(() => expect(field(/^Phone(?! call)/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/Your name/)).not.toHaveAttribute('aria-invalid');
  });
});

describe('ApplicationForm validation timing', () => {
  it('after a field was left with an error, it is checked again on every change', async () => {
    const { user } = renderForm();
    await user.type(field(/^Phone(?! call)/), '091 1');
    await user.tab();
    await waitFor(() => expect(field(/^Phone(?! call)/)).toHaveAttribute('aria-invalid', 'true'));
    await user.click(field(/^Phone(?! call)/));
    await user.type(field(/^Phone(?! call)/), '23456');
    await waitFor(() => expect(field(/^Phone(?! call)/)).not.toHaveAttribute('aria-invalid'));
    expect(field(/^Phone(?! call)/)).toHaveFocus();
  });

  it('a field never left is not judged while it is being typed', async () => {
    const { user } = renderForm();
    await user.type(field(/Your name/), 'A');
    await act(async () => {});
    expect(field(/Your name/)).not.toHaveAttribute('aria-invalid');
  });
});

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
    expect(heading).toHaveFocus();
    expect(screen.getByText('AR-00001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/\+374 91 123456/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+374\u00A010\u00A055\u00A012\u00A034' })).toHaveAttribute('href', 'tel:+37410551234');
    const [request] = log.to('/applications/create/');
    expect(request.method).toBe('POST');
    expect(request.headers.get('accept-language')).toBe(locale);
    expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await request.json()).toEqual({ name: 'Anna Petrosyan', phone: '+37491123456', service: 'lab', contactChannel: 'call', consent: true });
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
