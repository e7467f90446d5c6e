import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import ApplicationForm from '@/features/application/components/application-form';
import { applicationLimits } from '@/features/application/model/application-limits';
import { loadPhoneEngine } from '@/features/phone/components/load-phone-engine';
import PhoneInput from '@/features/phone/components/phone-input';

import { FORM_DATA } from '../application/form-props';
import { allCountriesDrawn, renderIntl } from './phone-input-helpers';

vi.mock('@/components/ui/link', () => import('../stubs/link'));

async function violations(container: Element) {
  // jsdom has no layout, so contrast cannot be measured here; the browser tests do that.
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  await loadPhoneEngine();
});

describe('accessibility rules (axe)', () => {
  it('the phone field, closed and with its list open', async () => {
    const { container } = renderIntl(
      <main>
        <label htmlFor="phone">Phone</label>
        <PhoneInput id="phone" ipCountryUrl={false} />
      </main>,
    );
    expect(await violations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    // Its first options come at once, the other countries right after: the rules are checked on the whole list.
    await allCountriesDrawn();
    expect(await violations(container)).toEqual([]);
    // axe walks the list's 240-odd options twice: on a busy machine that takes longer than the default 20 s.
  }, 60_000);

  it('the application form with its errors shown', async () => {
    const { container } = renderIntl(
      <main>
        <ApplicationForm limits={applicationLimits()} {...FORM_DATA} />
      </main>,
      'hy',
    );
    expect(await violations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ուղարկել հայտը' }));
    // The form's rules load on the first send: on a busy machine that takes more than a second.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Համաձայն եմ/ })).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 10_000,
    });
    expect(await violations(container)).toEqual([]);
  });
});
