/**
 * "Add to calendar" in the signed-in profile: each upcoming visit, and all of them, as .ics files that
 * a maintained iCalendar parser (ical.js) reads back with the doctor, the service, the clinic's address
 * and the time shown on the card.
 */
import type { Download, Page } from '@playwright/test';
import ICAL from 'ical.js';

import { getContent } from '../lib/site-texts';
import en from '../messages/en.json';
import hy from '../messages/hy.json';
import ru from '../messages/ru.json';
import { signInViaSite, TEXT } from './auth-helpers';
import { expect, test } from './fixtures';

const MESSAGES = { hy, ru, en } as const;
const PREFIX = { hy: '', ru: '/ru', en: '/en' } as const;

async function eventsOf(download: Download) {
  const path = await download.path();
  const text = (await import('node:fs')).readFileSync(path!, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

async function upcomingCards(page: Page, locale: keyof typeof MESSAGES) {
  const t = MESSAGES[locale].Profile.appointments;
  const group = page
    .getByRole('main')
    .locator('div', { has: page.getByRole('heading', { name: t.upcoming, exact: true }) })
    .last();
  await expect(group.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  return group;
}

for (const locale of ['hy', 'ru', 'en'] as const) {
  test(`each upcoming visit and all of them go to the calendar as .ics, keyboard only (${locale})`, async ({ page, context, baseURL }) => {
    const t = MESSAGES[locale].Profile;
    const client = await signInViaSite(context, baseURL!);
    await page.goto(`${PREFIX[locale]}/profile/${client.sub}`);
    await expect(page.getByRole('main').getByText(TEXT[locale].greeting)).toBeVisible({ timeout: 30_000 });
    const group = await upcomingCards(page, locale);
    const cards = group.getByRole('listitem');
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    const buttons = group.getByRole('button', { name: new RegExp(`^${t.calendar.add}\\s*: `) });
    await expect(buttons).toHaveCount(count);

    const first = cards.first();
    const doctor = (await first.locator('dd').first().innerText()).split(' · ')[0].trim();
    const button = first.getByRole('button', { name: new RegExp(`^${t.calendar.add}\\s*: `) });
    await button.focus();
    const [one] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(one.suggestedFilename()).toMatch(/^arevik-clinic-\d{4}-\d{2}-\d{2}\.ics$/);
    const [event] = await eventsOf(one);
    expect(event.summary).toContain(doctor);
    expect(event.location).toContain(getContent(locale).address.street);
    expect(event.startDate.zone.tzid).toBe('UTC');
    const shownTime = (await first.locator('time').first().getAttribute('datetime'))!;
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(shownTime));

    const all = group.getByRole('button', { name: t.calendar.addAll });
    await all.focus();
    const [many] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(many.suggestedFilename()).toBe('arevik-clinic-visits.ics');
    const events = await eventsOf(many);
    expect(events).toHaveLength(count);
    expect(new Set(events.map((e) => e.uid)).size).toBe(count);
    // Past visits offer nothing.
    const past = page
      .getByRole('main')
      .locator('div', { has: page.getByRole('heading', { name: t.appointments.past, exact: true }) })
      .last();
    await expect(past.getByRole('button', { name: new RegExp(t.calendar.add) })).toHaveCount(0);
  });
}
