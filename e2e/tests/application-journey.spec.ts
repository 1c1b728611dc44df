import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { expect, test } from '../fixtures/test.ts';
import { apiCourses, apiPrograms } from '../fixtures/catalogue-api.ts';
import { enterOtp, registerFreeLearner } from '../fixtures/login.ts';
import { newStudent } from '../fixtures/lead.ts';

test.describe('the application journey', () => {
  test('a signed-in learner shortlists a course and a program from their pages and finds them in their profile', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await registerFreeLearner(page.context());
    const [course] = (await apiCourses(request, { country: ['canada'] })).items;
    const [program] = (await apiPrograms(request)).items;

    await page.goto(sitePath(siteRoutes.course(course!)));
    const shortlist = page.getByRole('button', { name: `Shortlist ${course!.title}` });
    await expect(shortlist).toHaveAttribute('aria-pressed', 'false');
    await expect(shortlist).toBeEnabled();
    await shortlist.click();
    const shortlisted = page.getByRole('button', { name: `Shortlisted ${course!.title}` });
    await expect(shortlisted).toHaveAttribute('aria-pressed', 'true');
    // Kept: the page itself is the same for everyone, the learner's state loads in the browser.
    await page.reload();
    await expect(shortlisted).toHaveAttribute('aria-pressed', 'true');

    await page.goto(sitePath(siteRoutes.program(program!.slug)));
    await page.getByRole('button', { name: `Shortlist ${program!.title}` }).click();
    await expect(page.getByRole('button', { name: `Shortlisted ${program!.title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto(sitePath(siteRoutes.profile('courses')));
    const mine = page.getByRole('list', { name: 'Your shortlist' });
    await expect(mine.getByRole('link')).toHaveText([program!.title, course!.title]);

    // Toggled off on the course's page, it leaves the shortlist.
    await page.goto(sitePath(siteRoutes.course(course!)));
    await page.getByRole('button', { name: `Shortlisted ${course!.title}` }).click();
    await expect(shortlist).toHaveAttribute('aria-pressed', 'false');
    await page.goto(sitePath(siteRoutes.profile('courses')));
    await expect(mine.getByRole('link')).toHaveText([program!.title]);
  });

  test('a visitor’s shortlist is kept in the browser, and after logging in it is in their account', async ({
    browser,
    page,
    request,
  }) => {
    // A learner of this test's own: the demo learners log in by OTP in other journeys at the same
    // time, and a second code sent to the same number replaces the first.
    const student = newStudent();
    const elsewhere = await browser.newContext();
    await registerFreeLearner(elsewhere, student);
    await elsewhere.close();

    const [course] = (await apiCourses(request, { country: ['germany'] })).items;
    const coursePath = sitePath(siteRoutes.course(course!));
    await page.goto(coursePath);
    await page.getByRole('button', { name: `Shortlist ${course!.title}` }).click();
    const shortlisted = page.getByRole('button', { name: `Shortlisted ${course!.title}` });
    await expect(shortlisted).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(shortlisted).toHaveAttribute('aria-pressed', 'true');

    await page.goto(sitePath(siteRoutes.login(coursePath)));
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(student.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await enterOtp(page, request, `+91${student.mobile}`);
    await expect(page).toHaveURL((url) => url.pathname === coursePath);
    await page.goto(sitePath(siteRoutes.profile('courses')));
    await expect(
      page.getByRole('list', { name: 'Your shortlist' }).getByRole('link', { name: course!.title }),
    ).toBeVisible();
  });

  test('the enquiry form comes filled in for a signed-in learner, keeping what they typed, in a page the same for everyone', async ({
    page,
    request,
  }) => {
    const learner = await registerFreeLearner(page.context());
    const session = await (await page.context().request.get('/study-abroad/api/auth/session')).json();
    const { fullName, mobile } = session.user as { fullName: string; mobile: string };

    // The session answers only once the learner has typed a name of their own.
    let answer: () => void = () => {};
    const typed = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/study-abroad/api/auth/session', async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/study-abroad/enquiry');
    const form = page.getByRole('form', { name: 'Enquiry' });
    await form.getByLabel('Full name').fill('Ishita S.');
    answer();
    // Step one asks who to call: the mobile comes from the account (the email is step two's).
    await expect(form.getByLabel('Mobile number')).toHaveValue(mobile.replace(/^\+91/, ''));
    await expect(form.getByLabel('Country code')).toHaveValue('IN');
    await expect(form.getByLabel('Full name')).toHaveValue('Ishita S.');

    // Another visit fills the name as well; the page's HTML names nobody.
    await page.unroute('**/study-abroad/api/auth/session');
    await page.goto('/study-abroad/enquiry');
    await expect(form.getByLabel('Full name')).toHaveValue(fullName);
    const html = await (await page.context().request.get('/study-abroad/enquiry')).text();
    expect(html).not.toContain(learner.email);
    expect(html).not.toContain(mobile.replace(/^\+91/, ''));
    // A visitor's form stays empty.
    const visitor = await request.get('/study-abroad/enquiry');
    expect(await visitor.text()).not.toContain(learner.email);
  });

  test('the mega-menu, the simpler menu and the footer link the booster programs, alumni connect and appointments', async ({
    page,
    request,
  }) => {
    const menu = page.getByRole('navigation', { name: 'Main' });
    const open = (group: string | RegExp) => menu.getByRole('button', { name: group, exact: true }).click();
    const expectLink = async (name: string, path: string) =>
      expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/study-abroad${path}`);

    // The mega-menu (home page): all three under More.
    await page.goto('/study-abroad');
    await open(/^More\b/);
    await expectLink('Booster program', '/booster-program');
    await expectLink('Alumni connect', '/alumni-connect');
    await expectLink('Book an appointment', '/schedule-appointment');

    // The simpler menu (accelerator programs): the booster program under Programs, the others under More.
    await page.goto('/study-abroad/ua-accelerator-programs');
    await open(/^Programs\b/);
    await expectLink('Booster program', '/booster-program');
    await open(/^More\b/);
    await expectLink('Alumni connect', '/alumni-connect');
    await expectLink('Book an appointment', '/schedule-appointment');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Booster programs' })).toHaveAttribute(
      'href',
      '/study-abroad/booster-program',
    );
    await expect(footer.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
      'href',
      '/study-abroad/schedule-appointment',
    );

    // The navigation sitemap lists the public two; alumni connect is for signed-in learners only.
    const sitemap = await (await request.get('/study-abroad/sitemaps/navigation.xml')).text();
    expect(sitemap).toContain('/study-abroad/booster-program</loc>');
    expect(sitemap).toContain('/study-abroad/schedule-appointment</loc>');
    expect(sitemap).not.toContain('/study-abroad/alumni-connect</loc>');
  });
});
