import { expect, test } from '../fixtures/test.ts';
import { outbox } from '../fixtures/lead.ts';
import { DEMO, signIn } from '../fixtures/login.ts';

test.describe('alumni connect', () => {
  test('a learner asks an alumnus to connect; the alumnus accepts through the emailed link', async ({
    page,
    context,
    browser,
    baseURL,
    request,
  }) => {
    test.slow();
    await signIn(context, DEMO.paidLearner.email);
    await page.goto('/study-abroad/alumni-connect');
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to alumni' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Alumni' }).getByRole('article')).toHaveCount(10);

    await page.getByLabel('University').selectOption({ label: 'Monash University (1)' });
    await page.getByRole('button', { name: 'Show alumni' }).click();
    const alumnus = page.getByRole('article', { name: 'Kavitha Srinivasan' });
    await expect(alumnus).toContainText('Master of Data Science');
    await alumnus.getByRole('button', { name: 'Ask to connect' }).click();
    const form = page.getByRole('form', { name: 'Ask Kavitha Srinivasan to connect' });
    await form
      .getByLabel('What would you like to ask?')
      .fill('I have an offer for the Master of Data Science. How did you find part-time work in Melbourne?');
    await form.getByRole('radio', { name: 'My mobile number' }).check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('status')).toContainText('Request sent');

    const [invite] = await outbox(request, 'kavitha.srinivasan@example.com');
    const link = invite?.body.match(/https?:\/\/\S+\/alumni-reply\/[\w.-]+/)?.[0];
    expect(link).toBeDefined();

    // The alumnus has no account: the link alone opens the request.
    const alumnusContext = await browser.newContext({ baseURL });
    const reply = await alumnusContext.newPage();
    await reply.goto(new URL(link!).pathname);
    await expect(reply.getByText('Arjun Nair is thinking of Monash University')).toBeVisible();
    await reply.getByRole('radio', { name: 'My email' }).check();
    await reply.getByRole('button', { name: 'Accept' }).click();
    await expect(reply.getByRole('status')).toContainText('each been sent the other');
    await alumnusContext.close();

    const [toLearner] = await outbox(request, DEMO.paidLearner.email);
    expect(toLearner?.body).toContain('kavitha.srinivasan@example.com');
    const [toAlumnus] = await outbox(request, 'kavitha.srinivasan@example.com');
    expect(toAlumnus?.body).toContain('+919000000102');
  });
});
