import type { FastifyInstance } from 'fastify';
import type { EnquiryRequestInput, OutboxMessage } from '@meridian/domain/lead/schemas';

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

export async function postEnquiry(app: FastifyInstance, payload: unknown) {
  return app.inject({ method: 'POST', url: '/lead', payload: payload as object });
}

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
