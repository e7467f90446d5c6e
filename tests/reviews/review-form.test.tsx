import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import ReviewForm from '@/features/reviews/components/review-form';
import { reviewLimits } from '@/features/reviews/model/review-limits';
import { SERVICE_SLUGS } from '@/lib/routes';
import { fail, localeOf } from '@/mocks/lib/http';
import { fieldMessage } from '@/mocks/lib/messages';
import { resetDemoState, server } from '@/mocks/node';

import { recordRequests } from '../api/helpers';
import { renderIn, type TestLocale } from '../content/intl';

const CREATE = '*/api/v1/testimonials/create/';
const SERVICES = SERVICE_SLUGS.map((value) => ({ value, label: `Service ${value}` }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDemoState());
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

function renderForm(locale: TestLocale) {
  const log = recordRequests(server);
  renderIn(locale, <ReviewForm services={SERVICES} limits={reviewLimits()} />);
  return { user: userEvent.setup(), log };
}

const TEXT = 'Doctor explained everything clearly and the visit took twenty minutes.';

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  labels: { author: RegExp; text: RegExp; consent: RegExp; star: string },
) {
  await user.type(screen.getByLabelText(labels.author), '  Anna K.  ');
  await user.click(screen.getByLabelText(labels.star));
  await user.type(screen.getByLabelText(labels.text), TEXT);
  await user.selectOptions(screen.getByRole('combobox'), 'dentistry');
  await user.click(screen.getByLabelText(labels.consent));
}

const EN = { author: /your name/i, text: /your review/i, consent: /I agree/i, star: '4 stars' };
const RU = { author: /ваше имя/i, text: /ваш отзыв/i, consent: /соглашаюсь на публикацию/i, star: '4 звезды' };

describe('ReviewForm', () => {
  it('checks the fields in the browser first: messages in the page language, focus on the first problem, nothing sent', async () => {
    const { user, log } = renderForm('ru');
    await user.type(screen.getByLabelText(RU.text), 'Коротко');
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));

    expect(await screen.findByText('Пожалуйста, исправьте отмеченные поля.')).toBeInTheDocument();
    expect(screen.getByLabelText(RU.author)).toHaveAccessibleDescription(/Обязательное поле/);
    expect(screen.getByLabelText(RU.author)).toHaveFocus();
    expect(screen.getByText('Выберите оценку от 1 до 5')).toBeInTheDocument();
    expect(screen.getByLabelText(RU.text)).toHaveAccessibleDescription(/Минимум символов: 20/);
    expect(screen.getByText('Для публикации отзыва нужно ваше согласие')).toBeInTheDocument();
    expect(screen.getByLabelText(RU.text)).toHaveValue('Коротко');
    expect(log.to('/testimonials/create/')).toHaveLength(0);
  });

  it('shows the API’s 400 field errors in the current language under the fields and keeps what was typed', async () => {
    server.use(
      http.post(CREATE, ({ request }) =>
        fail(request, 'validation', { fields: { text: [fieldMessage('tooShort', localeOf(request), 40)] } }),
      ),
    );
    const { user, log } = renderForm('ru');
    await fillValid(user, RU);
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));

    const text = screen.getByLabelText(RU.text);
    await waitFor(() => expect(text).toHaveAccessibleDescription(/Минимум символов: 40/));
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Пожалуйста, исправьте отмеченные поля.');
    // what was typed is still there
    expect(text).toHaveValue(TEXT);
    expect(screen.getByLabelText(RU.author)).toHaveValue('  Anna K.  ');
    expect(screen.getByLabelText(RU.star)).toBeChecked();
    expect(screen.getByRole('combobox')).toHaveValue('dentistry');
    expect(screen.getByLabelText(RU.consent)).toBeChecked();
    // the request spoke Russian
    expect(log.to('/testimonials/create/')[0].headers.get('accept-language')).toBe('ru');
  });

  it('sends the contract body and thanks the visitor: the review appears after moderation', async () => {
    const { user, log } = renderForm('en');
    await fillValid(user, EN);
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you for your review!' });
    // The heading takes focus in an effect (components/ui/form/form-success.tsx), which can run after it is found.
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText('It will appear on the site after moderation.')).toBeInTheDocument();
    const [request] = log.to('/testimonials/create/');
    expect(request.method).toBe('POST');
    expect(request.headers.get('accept-language')).toBe('en');
    expect(await request.json()).toEqual({ author: 'Anna K.', text: TEXT, rating: 4, service: 'dentistry', consent: true });

    await user.click(screen.getByRole('button', { name: 'Write another review' }));
    expect(screen.getByLabelText(EN.author)).toHaveValue('');
  });

  it('explains a failure that is not about a field, in the page language, and keeps the form', async () => {
    server.use(http.post(CREATE, ({ request }) => fail(request, 'server')));
    const { user } = renderForm('en');
    await fillValid(user, EN);
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    // The one mapping of API errors words it (lib/api/errors.ts → ApiErrors.server), not the server.
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again shortly.');
    expect(screen.getByLabelText(EN.text)).toHaveValue(TEXT);
  });

  it('offers a retry after the connection dropped, which sends the same review once more', async () => {
    server.use(http.post(CREATE, () => HttpResponse.error(), { once: true }));
    const { user, log } = renderForm('ru');
    await fillValid(user, RU);
    await user.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Нет связи с сервером');
    expect(screen.getByLabelText(RU.text)).toHaveValue(TEXT);

    await user.click(within(alert).getByRole('button', { name: 'Попробовать снова' }));
    const thanks = await screen.findByRole('heading', { name: 'Спасибо за отзыв!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    const sent = log.to('/testimonials/create/');
    expect(sent).toHaveLength(2);
    expect(await sent[1].json()).toEqual({ author: 'Anna K.', text: TEXT, rating: 4, service: 'dentistry', consent: true });
  });
});
