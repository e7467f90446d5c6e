import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { ReviewList } from '@/features/reviews/api/calls';
import ReviewsFeed from '@/features/reviews/components/reviews-feed';
import { fail } from '@/mocks/lib/http';
import { server } from '@/mocks/node';

import { renderIn } from '../content/intl';

const LIST = '*/api/v1/testimonials/';

const FIRST: ReviewList = {
  items: [{ id: 1, author: 'Anna K.', text: 'Everything was explained clearly and calmly.', rating: 5, date: '2030-01-10' }],
  page: 1,
  pageSize: 1,
  total: 2,
  totalPages: 2,
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ReviewsFeed when the next page does not come', () => {
  it.each([
    ['en', () => HttpResponse.error(), 'Could not load more reviews. Cannot reach the server.', 'Try again'],
    [
      'ru',
      ({ request }: { request: Request }) => fail(request, 'server'),
      'Не удалось загрузить отзывы. На сервере произошла ошибка.',
      'Попробовать снова',
    ],
  ] as const)('says why in %s, in the words of the one API error mapping, and offers a retry', async (locale, answer, text, retry) => {
    server.use(http.get(LIST, answer));
    renderIn(locale, <ReviewsFeed initial={FIRST} serviceLabels={{} as never} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });
});
