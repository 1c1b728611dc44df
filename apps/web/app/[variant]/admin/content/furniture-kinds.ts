import { EventInput, type AdminEvent } from '@meridian/domain/cms/events-admin';
import { BannerInput, SiteBarInput, type AdminSiteBar } from '@meridian/domain/cms/site-bars-admin';
import { WebinarInput } from '@meridian/domain/cms/webinars-admin';
import { BAR_KINDS } from '@meridian/domain/extras/schemas';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import {
  getAdminEvent,
  getAdminWebinar,
  listAdminBanners,
  listAdminEvents,
  listAdminSiteBars,
  listAdminWebinars,
  saveBanner,
  saveEvent,
  saveSiteBar,
  saveWebinar,
} from '@/lib/api/site-admin.ts';
import { lines, REGION_OPTIONS } from './form-text.ts';
import {
  area,
  dateTime,
  input,
  instant,
  list,
  number,
  optionalInstant,
  optionalText,
  select,
  text,
  type Codec,
} from './record-fields.ts';
import { recordKind, stateOf } from './record-kind.ts';

/** A fair's programme, one `time | activity` a line. */
const schedule: Codec<AdminEvent['schedule']> = {
  show: (items) => items.map((item) => `${item.time} | ${item.activity}`).join('\n'),
  read: (value) =>
    lines(value).map((line) => {
      const [time = '', ...activity] = line.split('|');
      return { time: time.trim(), activity: activity.join('|').trim() };
    }),
};

/** A fair or webinar: keyed by its address, named by its title, fetched whole when opened (its row is a summary). */
const bySlug = <Rec extends { slug: string; title: string }>(fetch: (slug: string) => Promise<Rec>) => ({
  nameOf: (item: { title: string }) => item.title,
  keyOf: (item: { slug: string }) => item.slug,
  open: { fetch },
});

/** The fields a fair's or webinar's form starts with. */
const titleAndSlug = { title: input('Title', text), slug: input('Address (slug)', text) };

/** University fairs, drafts too, with their places taken. */
export const eventKind = recordKind({
  entity: 'event',
  noun: 'fair',
  plural: 'University fairs',
  nameHeader: 'Fair',
  columns: (column) => [
    column.text('city', 'City', (row) => row.city),
    column.time('startsAt', 'Doors open', (row) => row.startsAt),
    column.text('status', 'State', stateOf),
    column.count('registrations', 'Registrations', (row) => row.registrations),
  ],
  list: listAdminEvents,
  ...bySlug(getAdminEvent),
  fields: {
    ...titleAndSlug,
    city: input('City', text),
    startsAt: dateTime('Doors open (IST)', instant),
    durationMinutes: input('Length in minutes', number, '420'),
    venueName: input('Venue', text),
    venueAddress: input('Venue address', text),
    latitude: input('Latitude', number),
    longitude: input('Longitude', number),
    bannerHeadline: input('Banner headline', text),
    bannerSubline: input('Banner line below it', text),
    overview: area('Overview', text, 5),
    schedule: area('Schedule (one “10:00 AM | What happens” a line, IST)', schedule, 6),
    keyHighlights: area('Key highlights (one a line)', list, 4),
    universitySlugs: area('Universities (one address a line, in logo order)', list, 6),
  },
  input: EventInput,
  save: saveEvent,
  publicPath: (event) => sitePath(siteRoutes.event(event.slug)),
});

/** Webinars, drafts too, with their seats taken. */
export const webinarKind = recordKind({
  entity: 'webinar',
  noun: 'webinar',
  plural: 'Webinars',
  nameHeader: 'Webinar',
  columns: (column) => [
    column.time('startsAt', 'Starts', (row) => row.startsAt),
    column.text('status', 'State', stateOf),
    column.count(
      'registered',
      'Seats taken',
      (row) => row.registered,
      (row) => `${row.registered} of ${row.seats}`,
    ),
  ],
  list: listAdminWebinars,
  ...bySlug(getAdminWebinar),
  fields: {
    ...titleAndSlug,
    summary: area('Summary', text, 4),
    countrySlug: input('Destination (its address, e.g. uk)', text),
    universitySlug: input('University (its address; empty for a counsellor’s session)', optionalText),
    hostName: input('Host', text),
    hostRole: input('Host’s role', text),
    startsAt: dateTime('Starts (IST)', instant),
    durationMinutes: input('Length in minutes', number, '60'),
    seats: input('Seats', number, '500'),
    joinUrl: input('Join link (https)', optionalText),
    zoomMeetingNumber: input('Zoom meeting number (instead of a join link)', optionalText),
    recordingUrl: input('Recording link (https)', optionalText),
  },
  input: WebinarInput,
  save: saveWebinar,
});

/** A banner's or bar's order and the window it shows in. */
const showing = {
  sortOrder: input('Order', number, '0'),
  startsAt: dateTime('Shown from (IST)', optionalInstant),
  endsAt: dateTime('Shown until (IST)', optionalInstant),
};

/** The home banners of every region. */
export const bannerKind = recordKind({
  entity: 'banner',
  noun: 'banner',
  plural: 'Home banners',
  nameHeader: 'Banner',
  columns: (column) => [
    column.text('region', 'Region', (banner) => banner.region),
    column.text('kind', 'Kind', (banner) => banner.kind),
    column.text('status', 'State', stateOf),
    column.time('endsAt', 'Shown until', (banner) => banner.endsAt, 'no end'),
  ],
  nameOf: (banner) => banner.title,
  keyOf: (banner) => banner.id,
  list: listAdminBanners,
  open: { listed: (banner) => banner },
  fields: {
    region: select('Region', REGION_OPTIONS, 'default'),
    kind: select(
      'Kind',
      [
        { value: 'link', label: 'Link to a page' },
        { value: 'video', label: 'Video' },
      ],
      'link',
    ),
    title: input('Title', text),
    subtitle: area('Line below the title', text, 2),
    ctaText: input('Button text', optionalText),
    href: input('Link (a site path, for a link banner)', optionalText),
    videoId: input('YouTube video id (a video banner; empty plays the promo video)', optionalText),
    image: select(
      'Artwork',
      [
        { value: 'default', label: 'Globe over a blue horizon (India)' },
        { value: 'vn', label: 'Globe over a red and gold horizon (Vietnam)' },
        { value: 'sa', label: 'Globe over a green horizon (Saudi Arabia)' },
      ],
      'default',
    ),
    imageAlt: input('Artwork description', text),
    ...showing,
  },
  input: BannerInput,
  save: saveBanner,
});

const BAR_KIND_LABELS: Record<AdminSiteBar['kind'], string> = {
  hello: 'Hello bar (top, India only)',
  custom: 'Custom bar (bottom)',
  ticker: 'Ticker line',
};

/** The hello bar, the custom bars and the ticker lines, each region's. */
export const siteBarKind = recordKind({
  entity: 'site-bar',
  noun: 'bar',
  plural: 'Hello bar and other bars',
  nameHeader: 'Text',
  columns: (column) => [
    column.text('kind', 'Kind', (bar) => BAR_KIND_LABELS[bar.kind]),
    column.text('region', 'Region', (bar) => bar.region),
    column.text('status', 'State', stateOf),
    column.time('endsAt', 'Shown until', (bar) => bar.endsAt, 'no end'),
  ],
  nameOf: (bar) => bar.message,
  keyOf: (bar) => bar.id,
  list: listAdminSiteBars,
  open: { listed: (bar) => bar },
  fields: {
    kind: select(
      'Kind',
      BAR_KINDS.map((kind) => ({ value: kind, label: BAR_KIND_LABELS[kind] })),
      'hello',
    ),
    region: select('Region', [{ value: 'all', label: 'Every region' }, ...REGION_OPTIONS], 'default'),
    message: area('Message', text, 2),
    ctaText: input('Link text', optionalText),
    href: input('Link (a site path such as /uk, an https address or tel:)', optionalText),
    paths: area('Only on these pages (one path a line; empty: every page)', list),
    startsAt: showing.startsAt,
    endsAt: showing.endsAt,
    sortOrder: showing.sortOrder,
  },
  input: SiteBarInput,
  save: saveSiteBar,
  describe: (record) => String(record.message),
});
