import type { FastifyInstance } from 'fastify';
import type { EnquiryRequestInput, LeadDevView, OutboxMessage } from '@meridian/domain/lead/schemas';

let next = 0;

/** A distinct, valid Indian mobile (without +91) and email per call, so tests in a file never share a person. */
export function newPerson(): { mobile: string; email: string } {
  next += 1;
  return { mobile: String(9_876_500_000 + next), email: `student${next}@example.in` };
}

export function enquiry(overrides: Partial<EnquiryRequestInput> = {}): EnquiryRequestInput {
  return {
    name: 'Ananya Iyer',
    countryCode: '+91',
    ...newPerson(),
    city: 'Pune',
    interestedCountries: ['germany'],
    interestedYear: new Date().getUTCFullYear() + 1,
    contactConsent: true,
    ...overrides,
  };
}

/**
 * Posts an enquiry from a visitor address of its own, so a test that sends hundreds measures the
 * enquiry rules, not the per-address abuse limit (which `public-write-limits.test.ts` covers).
 */
export async function postEnquiry(app: FastifyInstance, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/lead',
    payload: payload as object,
    remoteAddress: nextAddress(),
  });
}

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const res = await app.inject({ method: 'GET', url: '/dev/outbox', query: { to } });
  return res.json() as OutboxMessage[];
}

/** The 6-digit code of the newest SMS sent to a number. */
export async function latestOtp(app: FastifyInstance, to: string): Promise<string> {
  const [message] = await outboxFor(app, to);
  const code = message?.body.match(/^(\d{6}) is your/)?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${to}`);
  return code;
}

/** A stored lead with its touchpoints, consents and preferences, through the developer view. */
export async function leadView(app: FastifyInstance, leadId: string): Promise<LeadDevView> {
  return (await app.inject({ method: 'GET', url: `/dev/leads/${leadId}` })).json() as LeadDevView;
}

export function verifyEnquiryOtp(app: FastifyInstance, otpRequestId: string, otp: string) {
  return app.inject({ method: 'POST', url: '/lead/otp/verify', payload: { otpRequestId, otp } });
}
