import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { field, renderForm, setupApplicationFormTests } from './application-form-setup';

vi.mock('@/components/ui/link', () => import('../stubs/link'));

setupApplicationFormTests();

describe('ApplicationForm fields', () => {
  it('has every field of the contract, labelled, with the privacy policy linked', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Book an appointment' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Book an appointment' })).toBeInTheDocument();
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
    expect(
      within(screen.getByRole('group', { name: 'How should we contact you?' }))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['call', 'whatsapp', 'telegram']);
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
    const names = () =>
      within(field(/^Doctor/))
        .getAllByRole('option')
        .map((option) => option.textContent);
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
    await waitFor(() =>
      expect(field(/^Comment/)).toHaveAccessibleDescription(expect.stringContaining('at most 1,000 characters long; it now has 1001')),
    );
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
