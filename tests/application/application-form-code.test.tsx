import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { byId, renderForm, setupApplicationFormTests } from './application-form-setup';

vi.mock('@/components/ui/link', () => import('../stubs/link'));

// Records when the confirmation's module is evaluated, i.e. when a page would fetch its code.
const loaded = vi.hoisted(() => ({ confirmation: false }));
vi.mock('@/features/application/components/application-confirmation', async (importOriginal) => {
  loaded.confirmation = true;
  return importOriginal();
});

setupApplicationFormTests();

describe('ApplicationForm code', () => {
  it('loads the confirmation’s code on the first focus in the form, not with the page', async () => {
    renderForm();
    expect(loaded.confirmation).toBe(false);
    byId('name').focus();
    await waitFor(() => expect(loaded.confirmation).toBe(true));
  });
});
