import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ReviewsEmpty from '@/features/reviews/components/reviews-empty';

import { renderIn } from '../content/intl';

describe('the reviews page when the API has no reviews', () => {
  it.each([
    ['hy', 'Դեռ կարծիքներ չկան։ Ձերը կարող է լինել առաջինը։', 'Գրել առաջին կարծիքը'],
    ['ru', 'Отзывов пока нет. Ваш может стать первым.', 'Написать первый отзыв'],
    ['en', 'There are no reviews yet. Yours can be the first.', 'Write the first review'],
  ] as const)('says so in %s and leads to the form to write the first one', (locale, text, action) => {
    renderIn(locale, <ReviewsEmpty formId="leave-review" />);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', '#leave-review');
  });
});
