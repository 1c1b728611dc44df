import { expect, test } from '../fixtures/test.ts';
import { DEMO, signIn } from '../fixtures/login.ts';

test.describe('experience centres, alumni and buddies kept in the console', () => {
  test('an admin adds a centre; with a counsellor’s hours there it is offered on /schedule-appointment and listed in its city’s directory', async ({
    browser,
    page,
  }) => {
    test.slow();
    const centre = { slug: 'mysore-kuvempunagar', name: 'Meridian Experience Centre, Kuvempunagar' };
    const adminContext = await browser.newContext();
    await signIn(adminContext, DEMO.admin.email);
    const consolePage = await adminContext.newPage();
    await consolePage.goto('/study-abroad/admin/centres');
    await consolePage.getByRole('navigation').getByRole('link', { name: 'Centres' }).click();

    const add = consolePage.getByRole('form', { name: 'Add a centre' });
    await add.getByLabel(/^Slug/).fill(centre.slug);
    await add.getByLabel('Name', { exact: true }).fill(centre.name);
    await add.getByLabel(/^City/).fill('atlantis');
    await add.getByLabel('Street address').fill('2nd Floor, 1182 Kalidasa Road, Kuvempunagar');
    await add.getByLabel('PIN code').fill('570023');
    await add.getByLabel('Phone').fill('0821 254 1234');
    await add.getByRole('button', { name: 'Add the centre' }).click();
    // The API's refusal stands beside the field at fault; nothing is added.
    await expect(add.getByLabel(/^City/)).toHaveAccessibleDescription(/no city atlantis/);
    await add.getByLabel(/^City/).fill('mysore');
    await add.getByRole('button', { name: 'Add the centre' }).click();
    await expect(consolePage.getByRole('status')).toHaveText(`Saved ${centre.name}.`);
    await expect(consolePage.getByRole('row', { name: new RegExp(centre.name) })).toContainText(
      'Mon–Sat 09:30–18:00',
    );

    // Meera has no Sunday hours in the demo: the window's one visit is the city's only time that day.
    await consolePage.goto('/study-abroad/admin/counsellors');
    await consolePage.getByRole('button', { name: DEMO.secondCounsellor.name }).click();
    const hours = consolePage.getByRole('form', { name: `${DEMO.secondCounsellor.name}’s hours` });
    const weekly = hours.getByLabel(/^Weekly hours/);
    await expect(weekly).toHaveValue(/10:00-13:00/);
    await weekly.fill(`${await weekly.inputValue()}\nSun 08:00-09:00 ${centre.slug}`);
    await hours.getByRole('button', { name: 'Save the hours' }).click();
    await expect(hours.getByRole('status')).toContainText('Hours saved');
    await adminContext.close();

    await page.goto('/study-abroad/schedule-appointment');
    const how = page.getByRole('group', { name: 'How would you like to meet?' });
    // Several cities have centres: a choice for the visits of each city.
    await expect(how.getByRole('button', { name: 'Experience-centre visit in Bangalore' })).toBeVisible();
    await how.getByRole('button', { name: 'Experience-centre visit in Mysore' }).click();
    const times = page.getByRole('group', { name: /^Time/ });
    await expect(times.getByRole('button')).toHaveCount(1);
    await expect(times.getByRole('group', { name: 'Visit in Mysore' })).toContainText(
      DEMO.secondCounsellor.name,
    );
    await times.getByRole('button').click();
    await expect(page.getByRole('form', { name: 'Book an appointment' })).toContainText(centre.name);

    // The directory pages keep a minute's cache: the new centre shows once it has expired.
    const listing = page.getByRole('heading', { level: 2, name: centre.name });
    await expect(async () => {
      await page.goto('/study-abroad/consultant/mysore');
      await expect(listing).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByText('2nd Floor, 1182 Kalidasa Road, Kuvempunagar')).toBeVisible();
  });

  test('an admin adds an alumnus, who is then listed for learners', async ({ browser, page, context }) => {
    const adminContext = await browser.newContext();
    await signIn(adminContext, DEMO.admin.email);
    const consolePage = await adminContext.newPage();
    await consolePage.goto('/study-abroad/admin/settings');
    const add = consolePage.getByRole('form', { name: 'Add an alumnus' });
    await add.getByLabel('Full name').fill('Ishaan Bhatt');
    await add.getByLabel(/^University/).fill('university-of-debrecen');
    await add.getByLabel('Course').fill('Doctor of Medicine');
    await add.getByLabel('Year of graduation').fill('2024');
    await add.getByLabel('Work now').fill('Resident doctor in Ahmedabad');
    await add.getByLabel('Hometown').fill('Vadodara');
    await add.getByLabel(/^Email address/).fill('ishaan.bhatt@example.com');
    await add.getByLabel(/^Mobile/).fill('+919000000599');
    await add.getByRole('button', { name: 'Add the alumnus' }).click();
    await expect(consolePage.getByRole('status')).toHaveText('Saved Ishaan Bhatt.');
    await expect(consolePage.getByRole('row', { name: /Ishaan Bhatt/ })).toContainText(
      'University of Debrecen',
    );
    await adminContext.close();

    await signIn(context, DEMO.paidLearner.email);
    await page.goto('/study-abroad/alumni-connect');
    await page.getByLabel('University').selectOption({ label: 'University of Debrecen (1)' });
    await page.getByRole('button', { name: 'Show alumni' }).click();
    await expect(page.getByRole('article', { name: 'Ishaan Bhatt' })).toContainText('Doctor of Medicine');
  });
});
