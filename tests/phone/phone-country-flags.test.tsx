import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { renderPhone, setupPhoneFieldTests } from './phone-field';
import { allCountriesDrawn, countryButton, listbox } from './phone-input-helpers';

setupPhoneFieldTests();

/** A canvas that paints every glyph black, as a system without a colour emoji font does. */
class MonochromeCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    const pixels = new Uint8ClampedArray(this.width * this.height * 4);
    for (let i = 3; i < pixels.length; i += 16) pixels[i] = 255;
    return { fillText: vi.fn(), getImageData: () => ({ data: pixels }) };
  }
}

describe('flags where the system draws no flag emoji', () => {
  beforeAll(() => {
    // The module asks the canvas once per page: this file is one page without colour flags.
    vi.stubGlobal('OffscreenCanvas', MonochromeCanvas);
  });

  it('shows each country’s two letters instead of empty boxes, hidden from assistive technology', async () => {
    const user = userEvent.setup();
    renderPhone();
    const button = countryButton();
    // The fonts are asked after the visitor's first tap or key.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(button).toHaveTextContent('AM+374'));
    expect(button).toHaveAccessibleName('Country code: Armenia +374');
    await user.click(button);
    await allCountriesDrawn();
    const options = within(listbox()!).getAllByRole('option');
    expect(options.slice(0, 2).map((option) => option.textContent)).toEqual(['AMArmenia +374', 'RURussia +7']);
    expect(screen.getByRole('option', { name: 'Germany +49' })).toBeInTheDocument();
    expect(options.map((option) => option.textContent).join('')).not.toMatch(/\p{Regional_Indicator}/u);
  });
});
