import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { expect, test } from '../fixtures/test.ts';
import { DEMO, signIn } from '../fixtures/login.ts';

const CATALOGUE = sitePath(siteRoutes.adminCatalogue());
const UNIVERSITY = { name: 'University of Waterloo', slug: 'university-of-waterloo', country: 'canada' };
const PAGE = sitePath(
  siteRoutes.university({ slug: UNIVERSITY.slug, country: { slug: UNIVERSITY.country } }),
);
const PICKER = `Logo of ${UNIVERSITY.name} (PNG, JPEG or WebP, 8 MB at most)`;

/** A 120 × 120 PNG: a logo by its bytes. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAB4CAIAAAC2BqGFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABmUlEQVR4nO3UsW0EARDDwMuvOHby/YduwKlfC2MAVUBQfN5P9v49hAfl9yuqAR3Q/ae3MTqgm2vI6ObgpKOb0+iAbq4ho5uDk45uTqMDurmGjG4OTjq6OY0O6OYaMro5OOno5jQ6oJtryOjm4KSjm9PogG6uIaObg5OObk6jA7q5hoxuDk46ujmNDujmGjK6OTjp6OY0OqCba8jo5uCko5vT6IBuriGjm4OTjm5OowO6uYaMbg5OOro5jQ7o5hoyujk46ejmNDqgm2vI6ObgpKOb0+iAbq4ho5uDk45uTqMDurmGjG4OTjq6OY0O6OYaMro5OOno5jQ6oJtryOjm4KSjm9PogG6uIaObg5OObk6jA7q5hoxuDk46ujmNDujmGjK6OTjp6OY0OqCba8jo5uCko5vT6IBuriGjm4OTjm5OowO6uYaMbg5OOro5jQ7o5hoyujk46ejmNDqgm2vI6ObgpKOb0+iAbq4ho5uDk45uTqMDurmGjG4OTjq6OY0O6OYaMro5OOno5jQ6oJtryOjm4KSjOdNf9wMY7fSGmKPB9gAAAABJRU5ErkJggg==',
  'base64',
);

test('an editor uploads a university’s logo in the console and its page shows it instead of the crest', async ({
  page,
  context,
}) => {
  await signIn(context, DEMO.editor.email);
  await page.goto(CATALOGUE);
  await page.getByRole('searchbox', { name: 'Search universities' }).fill('Waterloo');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: UNIVERSITY.name });
  await expect(row).toBeVisible();

  // An SVG can carry script: refused by its bytes, whatever it is called.
  await row.getByLabel(PICKER).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(row.getByRole('alert')).toContainText('Please upload a PNG, JPEG, JPG or WebP image.');

  await row
    .getByLabel(PICKER)
    .setInputFiles({ name: 'waterloo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  const preview = row.getByRole('img', { name: `${UNIVERSITY.name} logo` });
  await expect(preview).toHaveAttribute('src', /\/study-abroad\/media\/[0-9a-f-]{36}\/480\.webp$/);
  const src = await preview.getAttribute('src');

  // The page is rendered afresh on the change (the API tells the web app before it answers); on a
  // loaded machine the rendering may take a few visits' time, never the 60 s of the cache.
  const logo = page
    .getByRole('main')
    .getByRole('img', { name: `${UNIVERSITY.name} logo` })
    .first();
  await expect(async () => {
    await page.goto(PAGE);
    await expect(logo).toHaveAttribute('src', src!, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(logo).toHaveAttribute('width', '72');
  // Loaded from the stored picture (its natural width is in CSS pixels of the chosen srcset width).
  await expect
    .poll(() =>
      logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
    )
    .toMatch(/\/study-abroad\/media\/[0-9a-f-]{36}\/480\.webp$/);

  // Removed again, the page draws the university's own crest.
  await page.goto(CATALOGUE);
  await page.getByRole('searchbox', { name: 'Search universities' }).fill('Waterloo');
  await page.getByRole('button', { name: 'Search' }).click();
  await row.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(row.getByRole('img', { name: `${UNIVERSITY.name} logo` })).toHaveAttribute(
    'src',
    sitePath(siteRoutes.universityLogo(UNIVERSITY.slug)),
  );
  await expect(async () => {
    await page.goto(PAGE);
    await expect(logo).toHaveAttribute('src', sitePath(siteRoutes.universityLogo(UNIVERSITY.slug)), {
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
});
