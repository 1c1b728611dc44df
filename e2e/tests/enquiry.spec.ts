import { expect, test } from '../fixtures/test.ts';
import { ATTRIBUTION_COOKIE } from '@meridian/domain/lead/attribution-fields';
import {
  API_URL,
  fillContact,
  fillPlans,
  latestOtp,
  leadById,
  newStudent,
  outbox,
} from '../fixtures/lead.ts';

const LEAD_SUCCESS =
  'Thanks for sharing your information. One of our counsellors will be in touch with you soon.';

test.describe('enquiry forms', () => {
  test('a link from a country page prefills the enquiry with its country; a link may name the level and subject too', async ({
    page,
  }) => {
    await page.goto('/study-abroad/germany');
    await page.getByRole('link', { name: 'Talk to a counsellor about studying in Germany' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/enquiry\?country=germany$/);
    const form = page.getByRole('form', { name: 'Enquiry' });
    const destinations = form.getByRole('group', { name: 'Where do you want to study?' });
    await expect(destinations.getByRole('checkbox', { name: 'Germany' })).toBeChecked();
    await expect(destinations.getByRole('checkbox', { name: 'UK' })).not.toBeChecked();

    await page.goto('/study-abroad/enquiry?country=uk&level=bachelors&subject=computer-science');
    await expect(destinations.getByRole('checkbox', { name: 'UK' })).toBeChecked();
    await expect(form.getByLabel('Level of study')).toHaveValue('BACHELORS');
    await expect(form.getByText('You are asking about Computer Science and IT courses.')).toBeVisible();
  });

  test('the thank-you page says who calls and when, offers a slot, and shows no sales bar', async ({
    page,
  }) => {
    await page.goto('/study-abroad/usa');
    // The page loads its bars at once, as the enquiry pages do: once they have arrived, none is shown.
    const extras = page.waitForResponse(/site-extras/);
    await page.goto('/study-abroad/enquiry/thankyou');
    await extras;
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.getByText('Who calls you')).toBeVisible();
    await expect(page.getByText(/every day from 9:30 am to 8:00 pm IST/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a slot now' })).toHaveAttribute(
      'href',
      '/study-abroad/schedule-appointment',
    );
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Counselling offer' })).toHaveCount(0);
  });

  test('an OTP enquiry is verified with the code from the outbox, after a wrong code is refused', async ({
    page,
    request,
  }) => {
    const student = newStudent();
    await page.goto('/study-abroad/enquiry3');
    await expect(page.getByRole('heading', { level: 1, name: 'Get a free counselling call' })).toBeVisible();
    await fillContact(page, student);
    await fillPlans(page, student);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    const otpBox = page.getByLabel('One-time password (OTP)');
    await expect(otpBox).toBeVisible();
    await expect(page.getByText(`+91 ${student.mobile}`)).toBeVisible();
    const code = await latestOtp(request, `+91${student.mobile}`);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await otpBox.fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('The OTP does not match. Please re-enter the OTP.')).toBeVisible();
    await expect(otpBox).toHaveAttribute('aria-invalid', 'true');

    await otpBox.fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/enquiry\/thankyou$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.getByText(LEAD_SUCCESS)).toBeVisible();

    const [mail] = await outbox(request, student.email);
    expect(mail?.body).toContain(LEAD_SUCCESS);
  });

  test('attribution from the first visit reaches a lead sent from another page', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/study-abroad/usa?utm_source=google&gclid=X', { referer: 'https://www.google.com/' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's script records the visit once it has loaded.
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === ATTRIBUTION_COOKIE))
      .toBe(true);
    await page.goto('/study-abroad/enquiry');

    const student = newStudent();
    await fillContact(page, student);
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/study-abroad/api/lead') && r.request().method() === 'POST',
    );
    await fillPlans(page, student);
    const { leadId } = (await (await sent).json()) as { leadId: string };
    await page.getByRole('button', { name: 'Send details' }).click();
    await expect(page).toHaveURL(/\/enquiry\/thankyou$/);

    const lead = await leadById(request, leadId);
    expect(lead.attribution).toMatchObject({
      utm_source: 'google',
      gclid: 'X',
      first_referrer: 'https://www.google.com/',
    });
    // The visitor's own address (host and all), as the page's address bar showed it.
    expect(lead.attribution.landing_page).toBe(`${baseURL}/study-abroad/usa?utm_source=google&gclid=X`);
    expect(lead.attribution.platformUrl).toBe(`${baseURL}/study-abroad/enquiry`);
    expect(lead.touchpoints[0]).toMatchObject({ clickIdentifier: 'gclid:X', source: 'enquiry' });
  });

  test('an invalid mobile is refused next to the field; a Vietnamese +84 mobile passes', async ({ page }) => {
    await page.goto('/study-abroad/enquiry');
    const form = page.getByRole('form', { name: 'Enquiry' });
    const mobile = form.getByLabel('Mobile number');
    await mobile.fill('12345');
    await mobile.blur();
    const error = form.getByText('Please enter a valid mobile number for the chosen country code');
    await expect(error).toBeVisible();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Country code').selectOption('VN');
    await mobile.fill('0912 345 678');
    await mobile.blur();
    await expect(error).toBeHidden();

    await form.getByLabel('Full name').fill('Nguyen Thi Linh');
    await form.getByRole('checkbox', { name: 'Germany' }).check();
    await form.getByLabel('Level of study').selectOption({ label: "Master's (postgraduate)" });
    await form.getByRole('checkbox', { name: /counsellors may contact me/ }).check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Skip' }).click();
    await expect(page).toHaveURL(/\/enquiry\/thankyou$/);
  });

  test('step one alone is a lead: errors only after Next or leaving a field, the second step is optional', async ({
    page,
    request,
  }) => {
    await page.goto('/study-abroad/enquiry2');
    const form = page.getByRole('form', { name: 'Enquiry' });
    await expect(form.getByText('Step 1 of 2')).toBeVisible();
    // Nothing is marked before the person has done anything.
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByLabel('Email address')).toHaveCount(0);

    const name = form.getByLabel('Full name');
    await name.focus();
    await name.blur();
    await expect(form.getByText('Please enter your full name')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Please choose at least one destination')).toHaveCount(0);

    await form.getByRole('button', { name: 'Next' }).click();
    for (const error of [
      'Please enter your mobile number',
      'Please choose at least one destination',
      'Please choose a level',
      'Please agree to be contacted so a counsellor can reply',
    ]) {
      await expect(form.getByText(error)).toBeVisible();
    }
    // Every invalid control is marked alike: the text box as the drop-down.
    await expect(form.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Level of study')).toHaveAttribute('aria-invalid', 'true');

    const student = newStudent();
    await fillContact(page, student);
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/study-abroad/api/lead') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Next' }).click();
    const { leadId } = (await (await sent).json()) as { leadId: string };
    await expect(form.getByText('Step 2 of 2 (optional)')).toBeVisible();
    await expect(form.getByText('a counsellor will call you')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    expect(await leadById(request, leadId)).toMatchObject({
      mobile: `+91${student.mobile}`,
      interestedCountries: ['Germany', 'Ireland'],
      interestedEducationLevel: 'MASTERS',
    });

    // The searchable city list knows the fair cities, whatever the case typed.
    await form.getByLabel('Your city').fill('indore');
    await form.getByRole('button', { name: 'Send details' }).click();
    await expect(page).toHaveURL(/\/enquiry\/thankyou$/);
    await expect(page.getByRole('link', { name: 'Book a slot now' })).toHaveAttribute(
      'href',
      '/study-abroad/schedule-appointment',
    );
    await expect(page.getByText('Who calls you')).toBeVisible();
    expect(await leadById(request, leadId)).toMatchObject({ city: 'Indore' });
  });

  test('the MBBS layout offers the five medical destinations', async ({ page }) => {
    await page.goto('/study-abroad/enquiry-medical');
    const destinations = page.getByRole('group', { name: 'Where do you want to study?' });
    for (const country of ['Russia', 'Uzbekistan', 'Kazakhstan', 'Georgia', 'Kyrgyzstan']) {
      await expect(destinations.getByRole('checkbox', { name: country })).toBeVisible();
    }
    await expect(destinations.getByRole('checkbox', { name: 'USA' })).toHaveCount(0);
    await expect(page.getByLabel('Level of study')).toHaveCount(0);
  });

  test('a Kazakh +7 7xx mobile passes the MBBS enquiry and receives its OTP', async ({ page, request }) => {
    const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
    await page.goto('/study-abroad/enquiry-medical');
    const form = page.getByRole('form', { name: 'Enquiry' });
    await form.getByLabel('Full name').fill('Aruzhan Sadykova');
    await form.getByLabel('Country code').selectOption('KZ');
    await form.getByLabel('Mobile number').fill(`701 ${digits}`);
    await form.getByRole('checkbox', { name: 'Kazakhstan' }).check();
    await form.getByRole('checkbox', { name: /counsellors may contact me/ }).check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Email address').fill(`aruzhan.${digits}@example.kz`);
    await form.getByLabel('Your city').fill('Other');
    await page.getByRole('button', { name: 'Send OTP' }).click();

    const e164 = `+7701${digits}`;
    await expect(page.getByText(`+7 701 ${digits}`)).toBeVisible();
    await page.getByLabel('One-time password (OTP)').fill(await latestOtp(request, e164));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/enquiry\/thankyou$/);
  });

  test('call-me-back takes a name and number on the same form engine', async ({ page }) => {
    await page.goto('/study-abroad/enquiry4');
    const form = page.getByRole('form', { name: 'Request a call-back' });
    await form.getByLabel('Your name').fill('Arjun Reddy');
    await form.getByLabel('Mobile number').fill(newStudent().mobile);
    await form.getByRole('button', { name: 'Request a call-back' }).click();
    await expect(form.getByText('Please agree to be contacted so a counsellor can reply')).toBeVisible();
    await form.getByRole('checkbox', { name: /counsellors may contact me/ }).check();
    await form.getByRole('button', { name: 'Request a call-back' }).click();
    await expect(page.getByText(LEAD_SUCCESS)).toBeVisible();
  });

  test('the link in a message lets a person stop email to their address', async ({ page, request }) => {
    const student = newStudent();
    await page.goto('/study-abroad/enquiry');
    await fillContact(page, student);
    await fillPlans(page, student);
    await page.getByRole('button', { name: 'Send details' }).click();
    await expect(page).toHaveURL(/\/enquiry\/thankyou$/);

    const [mail] = await outbox(request, student.email);
    // Opened exactly as sent: the link must reach this site, not only carry the right path.
    await page.goto(mail!.body.match(/https?:\/\/\S+/)![0]);
    await expect(page.getByText(`Preferences for ${student.email}`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Stop email to this address' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByRole('status')).toHaveText(/Saved/);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Stop email to this address' })).toBeChecked();
  });

  test('the link in an OTP SMS stops SMS to that number; an altered link changes nothing', async ({
    page,
    request,
  }) => {
    // Six page loads and two API checks: more than the default 30 s on a loaded machine.
    test.slow();
    const student = newStudent();
    await page.goto('/study-abroad/enquiry3');
    await fillContact(page, student);
    await fillPlans(page, student);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByLabel('One-time password (OTP)')).toBeVisible();

    const mobile = `+91${student.mobile}`;
    const [sms] = await outbox(request, mobile);
    const link = new URL(sms!.body.match(/https?:\/\/\S+/)![0]);
    const token = link.searchParams.get('token')!;
    const preferences = async () =>
      (await request.get(`${API_URL}/lead/preferences`, { params: { token } })).json() as Promise<{
        stopSms: boolean;
        stopCalls: boolean;
      }>;

    const [, expiresAt, sig] = token.split('.');
    const someoneElse = Buffer.from(JSON.stringify({ contact: '+919876500001' })).toString('base64url');
    await page.goto(`${link.pathname}?token=${someoneElse}.${expiresAt}.${sig}`);
    const problem = page.getByRole('main').getByRole('alert');
    await expect(problem).toContainText('This unsubscribe link is not valid');
    await expect(problem.getByRole('link', { name: '1800 210 2030' })).toHaveAttribute(
      'href',
      'tel:18002102030',
    );
    await expect(problem).toContainText('Nothing has been changed');
    await expect(page.getByRole('button', { name: 'Save preferences' })).toHaveCount(0);
    await page.goto(link.pathname);
    await expect(problem).toContainText('This page needs the link from one of our messages');
    expect(await preferences()).toMatchObject({ stopSms: false, stopCalls: false });

    await page.goto(link.href);
    await expect(page.getByText(`Preferences for ${mobile}`)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Stop email to this address' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Stop SMS to this number' }).check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByRole('status')).toHaveText(/Saved/);
    expect(await preferences()).toMatchObject({ stopSms: true, stopCalls: false });
  });
});
