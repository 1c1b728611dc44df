import { expect, test } from '../fixtures/test.ts';
import { DEMO, signIn } from '../fixtures/login.ts';

test.describe('lead profile forms', () => {
  test('a learner saves personal details, a class record with no stream, and preferences, and finds them again', async ({
    page,
    context,
  }) => {
    await signIn(context, DEMO.editor.email);
    await page.goto('/study-abroad/lead-profile');

    const personal = page.getByRole('region', { name: 'Personal details' });
    await personal.getByLabel('Full name').fill('Rahul Verma');
    await personal.getByLabel('Date of birth').fill('1999-04-12');
    await personal.getByLabel('Gender').selectOption({ label: 'Male' });
    await personal.getByLabel('City').fill('Pune');
    await personal.getByLabel('State').selectOption('Maharashtra');
    await personal.getByLabel('Passport').selectOption({ label: 'Applied for one' });
    await personal.getByRole('button', { name: 'Save personal details' }).click();
    await expect(personal.getByRole('status')).toHaveText('Saved.');

    await page.getByLabel('Education record for').selectOption({ label: 'Class 10' });
    const education = page.getByRole('region', { name: 'Education' });
    await education.getByLabel('School or college').fill('Kendriya Vidyalaya, Pune');
    await education.getByLabel('Board or university').fill('CBSE');
    await education.getByLabel('Status').selectOption({ label: 'Completed' });
    await education.getByLabel('Year of completion').fill('2015');
    await education.getByLabel('Grading system').selectOption({ label: 'CGPA out of 10' });
    await education.getByLabel('Score').fill('9.2');
    await education.getByRole('button', { name: 'Save education' }).click();
    await expect(education.getByRole('status')).toHaveText('Saved.');

    const preference = page.getByRole('region', { name: 'Study-abroad preferences' });
    await preference.getByLabel('Level').selectOption({ label: 'Masters' });
    await preference
      .getByLabel('Countries (up to 5)')
      .selectOption([{ label: 'Germany' }, { label: 'Canada' }]);
    await preference.getByLabel('Intake year').fill('2027');
    await preference.getByRole('button', { name: 'Save study-abroad preferences' }).click();
    await expect(preference.getByRole('status')).toHaveText('Saved.');

    await page.reload();
    await expect(personal.getByLabel('City')).toHaveValue('Pune');
    await expect(personal.getByLabel('Passport')).toHaveValue('APPLIED');
    await page.getByLabel('Education record for').selectOption({ label: 'Class 10' });
    await expect(education.getByLabel('Score')).toHaveValue('9.2');
    await expect(education.getByLabel('Stream or subject (optional)')).toHaveValue('');
    await expect(preference.getByLabel('Intake year')).toHaveValue('2027');
    await expect(preference.getByLabel('Countries (up to 5)')).toHaveValues(['DEU', 'CAN']);
  });
});
