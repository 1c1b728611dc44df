import type { APIRequestContext, Page } from '@playwright/test';
import { isLoginRequired, loginPathFor } from '@meridian/domain/auth/login-required';
import { expect, test } from '../fixtures/test.ts';
import { eventsSince } from '../fixtures/analytics.ts';
import { fillContact, fillPlans, newStudent } from '../fixtures/lead.ts';
import { BARS_SHOWN_WITHIN, startVisit } from '../fixtures/extras.ts';

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);

/** The links of every panel of the header menu: each group's panels render when it first opens. */
async function openEveryMenuGroup(page: Page): Promise<void> {
  const groups = page.getByRole('navigation', { name: 'Main' }).locator(':scope > ul > li > button');
  for (const group of await groups.all()) {
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
  await page.keyboard.press('Escape');
}

/** Every internal link of the header menu (all panels, open or not), the footer and the page body. */
async function siteLinks(page: Page): Promise<string[]> {
  await openEveryMenuGroup(page);
  const hrefs = await page
    .locator('header a[href], footer a[href], main a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return [...new Set(hrefs.filter((href) => new URL(href).pathname.startsWith('/study-abroad')))];
}

/** The page's JSON-LD block of one type. */
async function jsonLd(page: Page, type: string): Promise<Record<string, unknown> | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((b) => b['@type'] === type);
}

/** Layout shift the page has had so far (the Cumulative Layout Shift of its load). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

/**
 * Links that do not answer 200 (a redirect counts as broken: menus must link to the final URL),
 * except a page only for signed-in people (SPEC.md §2), which sends a visitor to log in and back.
 */
async function brokenLinks(request: APIRequestContext, hrefs: readonly string[]): Promise<string[]> {
  const queue = [...new Set(hrefs)];
  const broken: string[] = [];
  const worker = async () => {
    for (let href = queue.shift(); href; href = queue.shift()) {
      const res = await request.get(href, { maxRedirects: 0 });
      const { pathname } = new URL(href, 'http://localhost');
      const location = res.headers()['location'];
      const toLogin =
        isLoginRequired(pathname) &&
        res.status() === 307 &&
        location !== undefined &&
        location.endsWith(loginPathFor(pathname));
      if (res.status() !== 200 && !toLogin) broken.push(`${res.status()} ${href}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return broken.sort();
}

test.describe('header mega-menu', () => {
  test('opens with the mouse and closes on a click outside', async ({ page }) => {
    await page.goto('/study-abroad');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const countries = menu.getByRole('button', { name: 'Countries' });
    await countries.click();
    await expect(countries).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'UK', exact: true }).hover();
    await expect(menu.getByRole('link', { name: 'Explore UK' })).toBeVisible();
    // A click on the page itself, below the open panel (no bar is laid over a visit's first page).
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width / 2, viewport.height - 20);
    await expect(countries).toHaveAttribute('aria-expanded', 'false');
  });

  test('works from the keyboard: Enter opens, Tab enters the panel, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/study-abroad');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const countries = menu.getByRole('button', { name: 'Countries' });
    await countries.focus();
    await page.keyboard.press('Enter');
    await expect(countries).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'USA', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(countries).toHaveAttribute('aria-expanded', 'false');
    await expect(countries).toBeFocused();
  });

  test('Home and End jump along the menu buttons and a panel’s country list; Escape from deep in a panel returns to its button', async ({
    page,
  }) => {
    await page.goto('/study-abroad');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const countries = menu.getByRole('button', { name: 'Countries' });
    const more = menu.getByRole('button', { name: /^More\b/ });
    await countries.focus();
    await page.keyboard.press('End');
    await expect(more).toBeFocused();
    await page.keyboard.press('Home');
    await expect(countries).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(more).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(countries).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const country = (name: string) => menu.getByRole('button', { name, exact: true });
    await page.keyboard.press('End');
    await expect(country('Other')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(country('USA')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(country('Australia')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(country('Other')).toBeFocused();
    // The page did not scroll away under Home and End.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await country('UK').focus();
    await page.keyboard.press('Enter');
    const explore = menu.getByRole('link', { name: 'Explore UK' });
    await explore.focus();
    await page.keyboard.press('Escape');
    await expect(countries).toHaveAttribute('aria-expanded', 'false');
    await expect(explore).toBeHidden();
    await expect(countries).toBeFocused();
  });

  test('the e-book groups link to real e-books, each answering 200', async ({ page, request }) => {
    await page.goto('/study-abroad');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'E-books' }).click();
    const guides = [
      'Study in Singapore guide',
      'SOP writing guide',
      'LOR guide',
      'Official resources for visa applications',
      'Study abroad checklist',
      'Education loans explained',
    ];
    const hrefs: string[] = [];
    for (const name of guides) {
      const link = menu.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', /^\/study-abroad\/ebooks\/[a-z0-9-]+-\d+$/);
      hrefs.push((await link.getAttribute('href'))!);
    }
    expect(await brokenLinks(request, hrefs)).toEqual([]);
    await menu.getByRole('link', { name: 'Official resources for visa applications' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Official Resources for Student Visa Applications: Where to Apply, Pay and Check',
    );
    await expect(page.getByRole('region', { name: 'Inside this e-book' })).toContainText(
      'The official application site of each country',
    );
  });

  test('collapses behind a hamburger button on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/study-abroad');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('button', { name: 'Countries' })).toBeHidden();
    await menu.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('button', { name: 'Countries' }).click();
    await menu.getByRole('button', { name: 'Canada', exact: true }).click();
    await menu.getByRole('link', { name: 'Explore Canada' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/canada$/);
  });
});

test.describe('home page', () => {
  test('shows the banner art at a fixed size, quick country links and the home sections', async ({
    page,
  }) => {
    await page.goto('/study-abroad');
    const banner = page.locator('picture img').first();
    await expect(banner).toHaveAttribute('width', '360');
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const quick = page.getByRole('region', { name: 'Where do you want to study?' });
    await expect(quick.getByRole('link')).toHaveText([
      'Study in Germany',
      'Study in USA',
      'Study in UK',
      'Study in Canada',
      'Study in Australia',
      'Other destinations',
    ]);
    await expect(
      page.getByRole('heading', { name: 'Top universities Indian students apply to' }),
    ).toBeVisible();
    const testimonials = page.getByRole('region', { name: 'Students who made the move' });
    await expect(testimonials).toBeVisible();
    // The development seed's testimonials are invented: the section says so.
    await expect(testimonials.getByRole('note')).toContainText('Sample testimonials for demonstration');
  });

  test('shows accelerator programs, latest guides, calculators and upcoming webinars', async ({ page }) => {
    await page.goto('/study-abroad');
    const programs = page.getByRole('region', { name: 'Start online, finish on campus' });
    await expect(programs.getByRole('heading', { level: 3 })).toHaveCount(4);
    await programs.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/study-abroad\/ua-accelerator-programs\/[a-z0-9-]+$/);

    await page.goto('/study-abroad');
    const guides = page.getByRole('region', { name: 'Guides for your plans' });
    await expect(guides.getByRole('listitem')).toHaveCount(6);
    await expect(guides.getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'href',
      '/study-abroad/articles',
    );

    const webinars = page.getByRole('region', { name: 'Upcoming webinars' });
    await expect(webinars.getByRole('heading', { level: 3 })).toHaveCount(3);

    const calculators = page.getByRole('region', { name: 'Work out the numbers' });
    await expect(calculators.getByRole('link')).toHaveCount(5);
    await calculators.getByRole('link', { name: 'IELTS band calculator' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/calculator\/ielts-band$/);
  });

  test('one banner, the one with a button: its video opens in the player', async ({ page }) => {
    await page.goto('/study-abroad');
    const highlights = page.getByRole('region', { name: 'Highlight' });
    await expect(highlights.getByRole('article')).toHaveCount(1);
    await highlights.getByRole('button', { name: 'Watch how it works' }).click();
    const player = page.getByRole('dialog', { name: 'Your masters abroad starts with the right shortlist' });
    await expect(player).toBeVisible();
    await player.getByRole('button', { name: 'Play video' }).click();
    // The suite configures a made-up promo video id (PROMO_VIDEO_ID), so nothing real is embedded.
    await expect(player.locator('iframe')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/e2eTestVid0/,
    );
    await player.getByRole('button', { name: 'Close' }).click();
    await expect(player).toBeHidden();
  });

  test('the finder lands on the course listing of the chosen subject, country, level and intake', async ({
    page,
  }) => {
    await page.goto('/study-abroad');
    const finder = page.getByRole('form', { name: 'Find a course' });
    await finder.getByLabel('Subject').selectOption({ label: 'Computer Science and IT' });
    await finder.getByLabel('Country').selectOption({ label: 'Germany' });
    await finder.getByLabel('Level').selectOption({ label: "Master's (after a degree)" });
    await finder.getByLabel('Intake').selectOption({ label: 'April' });
    await finder.getByRole('button', { name: 'Show courses' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/germany\/masters\/computer-science\?filter=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Remove filter: Starts in April' })).toBeVisible();
  });

  test('the trust strip shows figures counted from the catalogue, and exam cards link with fee and score', async ({
    page,
  }) => {
    await page.goto('/study-abroad');
    const trust = page.getByRole('region', { name: 'What you can compare' });
    await expect(trust.getByRole('listitem').first()).toHaveText(/^[\d,]+\+? courses$/);
    // The development catalogue is generated: the figures say so.
    await expect(trust.getByRole('note')).toContainText('sample catalogue');
    const exams = page.getByRole('region', { name: 'Exams you may need' });
    const ielts = exams.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'IELTS' }) });
    await expect(ielts).toContainText('Fee: ₹18,000');
    await expect(ielts).toContainText('Band scores 1 to 9');
    await ielts.getByRole('link', { name: 'IELTS' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/exam\/ielts$/);
  });

  for (const [size, width, height] of [
    ['mobile', 360, 130],
    ['tablet', 767, 250],
    ['desktop', 1366, 460],
  ] as const) {
    test(`at ${width} px wide the banner shows its ${width}x${height} art, preloaded, without layout shift`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/study-abroad');
      const image = page.locator('picture img').first();
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
        `default-${size}.webp`,
      );
      const source = size === 'mobile' ? image : page.locator(`picture source[width="${width}"]`).first();
      await expect(source).toHaveAttribute('height', String(height));
      await expect(page.locator(`link[rel="preload"][as="image"][href*="default-${size}"]`)).toHaveCount(1);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }

  test('names the organisation with the India logo and helpline in its structured data', async ({ page }) => {
    await page.goto('/study-abroad');
    const organization = await jsonLd(page, 'Organization');
    expect(organization?.logo).toMatch(/\/study-abroad\/brand\/logo\.svg$/);
    expect(organization?.telephone).toBe('18002102030');
  });
});

test.describe('analytics', () => {
  test('a CTA click and an enquiry the API accepted are recorded, with no personal data', async ({
    page,
    request,
  }) => {
    const since = Date.now();
    const student = newStudent();
    await page.goto('/study-abroad');
    await page.getByRole('banner').getByRole('link', { name: 'Book free counselling' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/schedule-appointment$/);
    await page.goto('/study-abroad/enquiry');
    await fillContact(page, student);
    await fillPlans(page, student);
    await page.getByRole('button', { name: 'Send details' }).click();
    await expect(page).toHaveURL(/\/enquiry\/thankyou$/);

    await expect
      .poll(async () => (await eventsSince(request, 'cta_clicked', since)).map((e) => [e.label, e.path]))
      .toContainEqual(['Book free counselling', '/study-abroad']);
    await expect
      .poll(async () => (await eventsSince(request, 'lead_submitted', since)).map((e) => [e.label, e.path]))
      .toContainEqual(['enquiry', '/study-abroad/enquiry']);
    const recorded = JSON.stringify(await eventsSince(request, 'lead_submitted', since));
    for (const personal of [student.name, student.mobile, student.email])
      expect(recorded).not.toContain(personal);
  });

  test('a header e-book link sends hamburger_clicked with its label (SPEC.md §9), and other menu links menu_link_clicked', async ({
    page,
    request,
  }) => {
    const since = Date.now();
    await page.goto('/study-abroad');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'E-books' }).click();
    await menu.getByRole('link', { name: 'GRE preparation guide' }).click();
    await expect
      .poll(async () =>
        (await eventsSince(request, 'hamburger_clicked', since)).map((e) => [e.label, e.path]),
      )
      .toContainEqual(['GRE preparation guide', '/study-abroad']);
    // A later menu link's event arriving shows the e-book click would have sent its own by now.
    await page.goto('/study-abroad');
    await menu.getByRole('button', { name: 'More' }).click();
    await menu.getByRole('link', { name: 'Accommodation' }).click();
    await expect
      .poll(async () => (await eventsSince(request, 'menu_link_clicked', since)).map((e) => e.label))
      .toContain('Accommodation');
    const menuLabels = (await eventsSince(request, 'menu_link_clicked', since)).map((e) => e.label);
    expect(menuLabels).not.toContain('GRE preparation guide');
  });

  test('a footer link is recorded and opens its page within the site, without a full page load', async ({
    page,
    request,
  }) => {
    const since = Date.now();
    await page.goto('/study-abroad');
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Stanford University', exact: true })
      .click();
    await expect(page).toHaveURL(/\/study-abroad\/university\/usa\/stanford-university$/);
    expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
    await expect
      .poll(async () => (await eventsSince(request, 'link_clicked', since)).map((e) => [e.label, e.path]))
      .toContainEqual(['Stanford University', '/study-abroad']);
  });
});

test.describe('simpler menu', () => {
  test('accelerator program pages show Programs, Exams, Countries and More, and every link answers 200', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/study-abroad/ua-accelerator-programs');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.locator(':scope > ul > li > button')).toHaveText([
      'Programs',
      'Exams',
      'Countries',
      'More',
    ]);
    await menu.getByRole('button', { name: 'Exams' }).click();
    await menu.getByRole('link', { name: 'IELTS' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/exam\/ielts\/overview$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }),
    ).toBeVisible();

    await page.goto('/study-abroad/ua-accelerator-programs');
    await openEveryMenuGroup(page);
    const hrefs = await page
      .getByRole('navigation', { name: 'Main' })
      // The phone drawer's number is a call, not a page.
      .locator('a[href]:not([href^="tel:"])')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(await brokenLinks(request, hrefs)).toEqual([]);
    // No PARENT_SITE_URL is set here: More has no parent-site link (docs/configuration.md).
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Visit / }),
    ).toHaveCount(0);
  });
});

test.describe('links', () => {
  test('every link in the header, footer and home page answers 200', async ({ page, request }) => {
    // Several hundred pages, each rendered on first request by the production server.
    test.setTimeout(300_000);
    await page.goto('/study-abroad');
    const links = await siteLinks(page);
    expect(links.length).toBeGreaterThan(15);
    expect(await brokenLinks(request, links)).toEqual([]);
  });
});

test.describe('regions', () => {
  // playwright.config.ts sets PHONE_VN and PHONE_SA to example numbers for these tests.
  const REGIONS = [
    {
      host: 'vn',
      name: 'Vietnam',
      logo: 'logo-vn.svg',
      phone: { display: '+84 28 7300 1234', dial: 'tel:+842873001234' },
    },
    {
      host: 'sa',
      name: 'Saudi Arabia',
      logo: 'logo-sa.svg',
      phone: { display: '+966 11 234 5678', dial: 'tel:+966112345678' },
    },
  ] as const;

  for (const region of REGIONS) {
    test(`${region.host}.localhost shows the ${region.name} logo and phone, and no hello bar after the extras wait`, async ({
      page,
    }) => {
      await page.goto(`http://${region.host}.localhost:${WEB_PORT}/study-abroad/articles`);
      await page.goto(`http://${region.host}.localhost:${WEB_PORT}/study-abroad`);
      const header = page.getByRole('banner');
      const footer = page.getByRole('contentinfo');
      await expect(header.locator(`img[src*="${region.logo}"]`)).toBeVisible();
      await expect(header.getByText(region.name, { exact: true })).toBeVisible();
      // The number is in the footer (and the phone menu), not in the header's row.
      await expect(footer.getByRole('link', { name: region.phone.display })).toHaveAttribute(
        'href',
        region.phone.dial,
      );
      await expect(header.getByRole('link', { name: region.phone.display })).toHaveCount(0);
      for (const part of [header, footer]) {
        await expect(part.getByRole('link', { name: /1800 210 2030/ })).toHaveCount(0);
      }
      // The region's own counselling bar proves the extras loaded; the hello bar stays away.
      await expect(page.getByRole('complementary', { name: 'Counselling offer' })).toContainText(
        region.name,
        {
          timeout: 10_000,
        },
      );
      await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
    });
  }

  test('a page’s own “call us” line offers the region’s number, never India’s abroad', async ({ page }) => {
    await page.goto('/study-abroad/uk');
    await expect(page.getByRole('main').getByRole('link', { name: '1800 210 2030' })).toBeVisible();
    for (const path of ['/study-abroad/uk', '/study-abroad/enquiry', '/study-abroad/preferences']) {
      await page.goto(`http://vn.localhost:${WEB_PORT}${path}`);
      await expect(page.getByRole('main').getByRole('link', { name: '+84 28 7300 1234' })).toBeVisible();
      await expect(page.getByRole('link', { name: /1800 210 2030/ })).toHaveCount(0);
    }
  });

  test('vn.localhost shows Vietnam banners and no testimonials', async ({ page }) => {
    await page.goto(`http://vn.localhost:${WEB_PORT}/study-abroad`);
    await expect(page.locator('picture img').first()).toHaveAttribute('src', /vn-mobile/);
    await expect(page.getByRole('heading', { name: 'Students who made the move' })).toHaveCount(0);
  });

  test('the India site shows the hello bar after the extras wait, from the second page on', async ({
    page,
  }) => {
    await startVisit(page, '/study-abroad/articles');
    await page.goto('/study-abroad');
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toContainText(
      'UK January 2027',
      BARS_SHOWN_WITHIN,
    );
  });

  for (const [host, name] of [
    ['vn', 'Vietnam'],
    ['sa', 'Saudi Arabia'],
  ] as const) {
    test(`${name}'s home page shows only link banners and only the IELTS band calculator`, async ({
      page,
    }) => {
      await page.goto(`http://${host}.localhost:${WEB_PORT}/study-abroad`);
      // The region has no video player, so no banner offers to play one.
      const highlights = page.getByRole('region', { name: 'Highlight' });
      await expect(highlights.getByRole('link', { name: 'See accelerator programs' })).toBeVisible();
      await expect(highlights.getByRole('button')).toHaveCount(0);
      const calculators = page.getByRole('region', { name: 'Work out the numbers' });
      await expect(calculators.getByRole('link')).toHaveText(['IELTS band calculator']);
    });
  }

  test('the More menu’s tools offer the CGPA converter on the India site but not on vn.localhost', async ({
    page,
  }) => {
    for (const [origin, cgpaLinks] of [
      ['', 1],
      [`http://vn.localhost:${WEB_PORT}`, 0],
    ] as const) {
      await page.goto(`${origin}/study-abroad`);
      const menu = page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('button', { name: /^More\b/ }).click();
      // The IELTS band calculator works everywhere, so the open Tools column still lists it.
      await expect(menu.getByRole('link', { name: 'IELTS band calculator' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'CGPA to GPA calculator' })).toHaveCount(cgpaLinks);
    }
  });

  for (const [host, name, logo, demonym] of [
    ['vn', 'Vietnam', 'logo-vn.svg', 'Vietnamese'],
    ['sa', 'Saudi Arabia', 'logo-sa.svg', 'Saudi'],
  ] as const) {
    test(`${name}'s home page has its own headings and its logo in the structured data`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`http://${host}.localhost:${WEB_PORT}/study-abroad`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await expect(
        page.getByRole('heading', { name: `Top universities ${demonym} students apply to` }),
      ).toBeVisible();
      await expect(page.getByText(`the first part of your degree online from ${name}`)).toBeVisible();
      const organization = await jsonLd(page, 'Organization');
      // Absolute addresses come from PUBLIC_WEB_URL, never the request's host; here it is an IP
      // address, which has no regional subdomain, so only the logo itself is the region's.
      expect(organization?.logo).toBe(`${baseURL}/study-abroad/brand/${logo}`);
    });
  }
});
