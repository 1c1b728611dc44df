import { z } from 'zod';
import { Slug } from '../content/slug.ts';
import { PAGE_SIZES } from '../page-sizes.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { SignedLinkToken } from '../signed-link.ts';

/** `GET /user/alumni`: 10 a page, optionally of one university. */
export const AlumniQuery = z.object({ university: Slug.optional(), ...pageQuery(PAGE_SIZES.alumni) });
export type AlumniQuery = z.infer<typeof AlumniQuery>;

/** A graduate who agreed to talk to students thinking of their university (their contact stays private). */
export const Alumnus = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    university: z.object({ slug: Slug, name: z.string(), country: z.string() }),
    course: z.string(),
    graduationYear: z.number().int(),
    /** What they do now, and where. */
    currentRole: z.string(),
    hometown: z.string(),
  })
  .meta({ id: 'Alumnus' });
export type Alumnus = z.infer<typeof Alumnus>;

export const AlumniPage = paginated(Alumnus).meta({ id: 'AlumniPage' });
export type AlumniPage = z.infer<typeof AlumniPage>;

/** The universities the alumni studied at, for the filter, with how many alumni each has. */
export const AlumniUniversities = z
  .array(z.object({ slug: Slug, name: z.string(), alumni: z.number().int().positive() }))
  .meta({ id: 'AlumniUniversities' });
export type AlumniUniversities = z.infer<typeof AlumniUniversities>;

/** Which of their own contacts a person agrees to pass on. */
export const SHARED_CONTACTS = ['email', 'mobile'] as const;
export const SharedContact = z.enum(SHARED_CONTACTS, 'Please choose how they may reach you');
export type SharedContact = z.infer<typeof SharedContact>;
export const SHARED_CONTACT_LABELS: Readonly<Record<SharedContact, string>> = {
  email: 'My email',
  mobile: 'My mobile number',
};

export const AlumnusParams = z.object({ alumnusId: z.coerce.number().int().positive() });

/** `POST /user/alumni/{alumnusId}/connect`: what the learner asks and which contact they share. */
export const ConnectRequest = z
  .object({
    share: SharedContact,
    message: z
      .string()
      .trim()
      .min(20, 'Please tell them in a sentence or two what you would like to ask')
      .max(600, 'Please keep the message under 600 characters'),
  })
  .meta({ id: 'ConnectRequest' });
export type ConnectRequest = z.infer<typeof ConnectRequest>;
export type ConnectRequestInput = z.input<typeof ConnectRequest>;

export const CONNECTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const ConnectionSent = z
  .object({ status: z.literal(true), connectionId: z.uuid(), state: z.enum(CONNECTION_STATUSES) })
  .meta({ id: 'ConnectionSent' });
export type ConnectionSent = z.infer<typeof ConnectionSent>;

/** The signed link in the alumnus's email. */
export const ConnectionTokenParams = z.object({ token: SignedLinkToken });

/** What the alumnus sees before answering: who asks, and what. */
export const ConnectionInvite = z
  .object({
    learnerName: z.string(),
    alumnusName: z.string(),
    university: z.string(),
    message: z.string(),
    state: z.enum(CONNECTION_STATUSES),
  })
  .meta({ id: 'ConnectionInvite' });
export type ConnectionInvite = z.infer<typeof ConnectionInvite>;

/** The alumnus's answer: accept (sharing one of their contacts) or decline. */
export const ConnectionAnswer = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('accept'), share: SharedContact }),
    z.object({ decision: z.literal('decline') }),
  ])
  .meta({ id: 'ConnectionAnswer' });
export type ConnectionAnswer = z.infer<typeof ConnectionAnswer>;
