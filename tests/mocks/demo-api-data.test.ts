// @vitest-environment node
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';

import { REVIEWS } from '@/features/reviews/demo/data';

import { API, call, setupDemoApiTests, signIn } from './demo-api-client';

setupDemoApiTests();

describe('client data', () => {
  it('needs a Bearer token', async () => {
    for (const path of ['/clients/me/', '/clients/appointments/', '/clients/documents/', '/documents/1/download/']) {
      expect((await call(path)).status, path).toBe(401);
    }
  });

  it('downloads a real PDF with the right headers, never another client’s document', async () => {
    const mine = await signIn('+37491000014');
    const theirs = await signIn('+37491000015');
    const documents = (await call('/clients/documents/', { token: mine.access, locale: 'hy' })).body.data.items;
    expect(documents.length).toBeGreaterThanOrEqual(3);

    const response = await fetch(`${API}/documents/${documents[0].id}/download/`, {
      headers: { Authorization: `Bearer ${mine.access}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${documents[0].fileName}"`);
    expect(bytes.byteLength).toBe(documents[0].sizeBytes);
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // the cross-reference table points at the objects
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');

    const forbidden = await call(`/documents/${documents[0].id}/download/`, { token: theirs.access });
    expect(forbidden.status).toBe(404);
    expect(forbidden.body.error.code).toBe('not_found');
  });

  it('appointments name the doctor and the service in the requested language', async () => {
    const { access } = await signIn('+37491000016');
    const items = (await call('/clients/appointments/', { token: access, locale: 'ru' })).body.data.items;
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      expect(item.doctor.name).toMatch(/[а-я]/i);
      expect(item.serviceTitle).toMatch(/[а-я]|ЛОР|УЗИ/i);
    }
    const starts = items.map((i: { startsAt: string }) => Date.parse(i.startsAt));
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
  });
});

describe('applications and testimonials', () => {
  const application = { name: 'Արամ Սարգսյան', phone: '+37491123456', service: 'dentistry', contactChannel: 'call', consent: true };

  it('accepts a valid application (201) with a reference number and keeps it', async () => {
    const answer = await call('/applications/create/', {
      body: {
        ...application,
        doctor: 'davit-sargsyan',
        preferredDays: ['Tu', 'Sa'],
        preferredTime: 'morning',
        message: 'Երեկոյան ժամ, խնդրում եմ',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ id: 1, reference: 'AR-00001' });
    expect((await call('/applications/create/', { body: application })).body.data.reference).toBe('AR-00002');
  });

  it('answers 400 with field errors in the requested language', async () => {
    const answer = await call('/applications/create/', {
      body: { name: '', phone: 'abc', service: 'cardiology', contactChannel: 'fax', preferredDays: ['Mo', 'Mo'], consent: false },
      locale: 'hy',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Ստուգեք լրացված դաշտերը');
    expect(Object.keys(answer.body.error.fields).sort()).toEqual([
      'consent',
      'contactChannel',
      'name',
      'phone',
      'preferredDays',
      'service',
    ]);
    expect(answer.body.error.fields.consent[0]).toBe('Անհրաժեշտ է ձեր համաձայնությունը');
  });

  it('requires a service, refuses a doctor of another service and a body that is not JSON', async () => {
    const withoutService = Object.fromEntries(Object.entries(application).filter(([key]) => key !== 'service'));
    expect((await call('/applications/create/', { body: withoutService, locale: 'en' })).body.error.fields.service).toEqual([
      'This field is required',
    ]);
    const wrongDoctor = await call('/applications/create/', { body: { ...application, doctor: 'anahit-petrosyan' }, locale: 'en' });
    expect(wrongDoctor.body.error.fields.doctor).toEqual(['This doctor does not provide the chosen service']);
    const broken = await fetch(`${API}/applications/create/`, {
      method: 'POST',
      body: 'name=Aram',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.fields.body).toHaveLength(1);
  });

  it('answers a repeat with the same Idempotency-Key with the same application, never a second one', async () => {
    const key = { 'Idempotency-Key': '3f1c2b9e-7a41-4a57-9f0e-5b8f7f0e2d11' };
    const first = await call('/applications/create/', { body: application, headers: key });
    const repeat = await call('/applications/create/', { body: { ...application }, headers: key });
    expect(repeat.status).toBe(201);
    expect(repeat.body.data).toEqual(first.body.data);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    const other = await call('/applications/create/', { body: application, headers: { 'Idempotency-Key': 'another-key-of-sixteen' } });
    expect(other.body.data.id).toBe(first.body.data.id + 1);

    const changed = await call('/applications/create/', { body: { ...application, name: 'Another name' }, headers: key, locale: 'en' });
    expect(changed.status).toBe(422);
    expect(changed.body.error.code).toBe('idempotency_conflict');
    const malformed = await call('/applications/create/', { body: application, headers: { 'Idempotency-Key': 'short' } });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields)).toEqual(['idempotencyKey']);
  });

  it('a key whose request failed validation may be used again with a corrected body', async () => {
    const key = { 'Idempotency-Key': 'corrected-after-400-key' };
    expect((await call('/applications/create/', { body: { ...application, name: '' }, headers: key })).status).toBe(400);
    expect((await call('/applications/create/', { body: application, headers: key })).status).toBe(201);
  });

  it('a new testimonial waits for moderation and is not listed', async () => {
    const before = (await call('/testimonials/?page=1&pageSize=50')).body.data;
    const created = await call('/testimonials/create/', {
      body: { author: 'Anna', text: 'Friendly staff and a very clear explanation of my results.', rating: 5, consent: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe('pending');
    const after = (await call('/testimonials/?page=1&pageSize=50')).body.data;
    expect(after.total).toBe(before.total);
    expect(after.total).toBe(REVIEWS.length);
    expect(after.items.map((t: { id: number }) => t.id)).not.toContain(created.body.data.id);
  });

  it('validates testimonials: rating 1..5, text long enough', async () => {
    const answer = await call('/testimonials/create/', { body: { author: 'A', text: 'ok', rating: 9, consent: true }, locale: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({
      author: ['At least 2 characters'],
      text: ['At least 20 characters'],
      rating: ['The rating is from 1 to 5'],
    });
  });
});

describe('public content', () => {
  it('paginates news newest first', async () => {
    const first = (await call('/news/?page=1&pageSize=5')).body.data;
    const third = (await call('/news/?page=3&pageSize=5')).body.data;
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 14, totalPages: 3 });
    expect(third.items).toHaveLength(4);
    const dates = first.items.map((n: { publishedAt: string }) => Date.parse(n.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect((await call('/news/?pageSize=500')).status).toBe(400);
  });

  it('related news exclude the item and put the same topic first', async () => {
    const related = (await call('/news/related/?slug=wisdom-teeth-when-to-remove&limit=3')).body.data.items;
    expect(related).toHaveLength(3);
    expect(related[0].slug).toBe('cone-beam-ct-in-the-clinic');
    expect(related.map((n: { slug: string }) => n.slug)).not.toContain('wisdom-teeth-when-to-remove');
    expect((await call('/news/related/?slug=missing')).status).toBe(404);
  });

  it('filters doctors by service and featured', async () => {
    const ent = (await call('/doctors/?service=ent')).body.data.items;
    expect(ent.length).toBeGreaterThanOrEqual(2);
    expect(ent.every((d: { services: string[] }) => d.services.includes('ent'))).toBe(true);
    const featured = (await call('/doctors/?featured=true')).body.data.items;
    const others = (await call('/doctors/?featured=false')).body.data.items;
    expect(featured.every((d: { featured: boolean }) => d.featured)).toBe(true);
    expect(featured.length + others.length).toBe((await call('/doctors/')).body.data.items.length);
    expect((await call('/doctors/?service=cardiology')).status).toBe(400);
  });

  it('serves every referenced image as SVG from /media', async () => {
    const gallery = (await call('/gallery/')).body.data.items;
    const urls = [gallery[0].image.url, gallery[0].thumbnail.url, (await call('/doctors/')).body.data.items[0].photo.url];
    for (const url of urls) {
      expect(url.startsWith('http://api.test/media/')).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toContain('<svg');
    }
    expect((await fetch('http://api.test/media/nothing.svg')).status).toBe(404);
  });

  it('unknown slugs and ids are 404 with a localized message', async () => {
    const answer = await call('/pages/nothing-here', { locale: 'ru' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Не найдено' } });
    expect((await call('/gallery/999/')).status).toBe(404);
  });
});

describe('fault switches and demo extras', () => {
  it('x-demo-fault: 500 answers a server error on any route', async () => {
    const answer = await call('/certificates/', { headers: { 'x-demo-fault': '500' } });
    expect(answer.status).toBe(500);
    expect(answer.body.error.code).toBe('server');
  });

  it('x-demo-fault: network fails the request', async () => {
    await expect(fetch(`${API}/certificates/`, { headers: { 'x-demo-fault': 'network' } })).rejects.toThrow();
  });

  it('x-demo-fault: latency delays the answer (a short client timeout aborts it)', async () => {
    await expect(
      fetch(`${API}/certificates/`, { headers: { 'x-demo-fault': 'latency:5000' }, signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow();
    const answer = await call('/certificates/', { headers: { 'x-demo-fault': 'latency:10' } });
    expect(answer.status).toBe(200);
  });

  it('in test mode a client’s refresh tokens can be revoked; outside test mode the switch does not exist', async () => {
    const pair = await signIn('+37491000017');
    const sub = decodeJwt(pair.access).sub;
    const revoked = await fetch('http://api.test/__demo/revoke-refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sub }),
    });
    expect((await revoked.json()).data.revoked).toBe(1);
    expect((await call('/auth/token/refresh/', { body: { refresh: pair.refresh } })).status).toBe(401);

    vi.stubEnv('DEMO_OTP_CODE', '');
    const off = await fetch('http://api.test/__demo/revoke-refresh', { method: 'POST', body: '{}' });
    expect(off.status).toBe(404);
  });
});
