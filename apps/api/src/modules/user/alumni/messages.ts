import type { OutgoingMessage } from '#api/platform/notifier/notifier.ts';

/** A message to a person by email when they have an address, else by SMS. */
export function toPerson(
  person: { email: string | null; mobile: string | null },
  message: { subject: string; body: string },
): OutgoingMessage | undefined {
  if (person.email) return { channel: 'email', purpose: 'update', to: person.email, ...message };
  if (person.mobile) return { channel: 'sms', purpose: 'update', to: person.mobile, body: message.body };
  return undefined;
}

const firstName = (fullName: string) => fullName.split(' ')[0] ?? fullName;

/** To the alumnus: who asks, what, and the link to accept or decline. */
export function connectionRequestEmail(options: {
  brandName: string;
  to: string;
  alumnusName: string;
  learnerName: string;
  university: string;
  message: string;
  replyUrl: string;
  validDays: number;
}): OutgoingMessage {
  return {
    channel: 'email',
    purpose: 'update',
    to: options.to,
    subject: `${options.brandName}: ${firstName(options.learnerName)} would like to talk about ${options.university}`,
    body: [
      `Hi ${firstName(options.alumnusName)},`,
      '',
      `${options.learnerName}, a student planning to study abroad, would like to hear about your time at ${options.university}. They wrote:`,
      '',
      `"${options.message}"`,
      '',
      `Accept or decline here (the link works for ${options.validDays} days): ${options.replyUrl}`,
      'If you accept, you choose whether to share your email or your mobile number, and you get the contact they chose. If you decline, we let them know kindly; nothing of yours is shared.',
    ].join('\n'),
  };
}

/** To one side of an accepted request: the other's chosen contact. */
export function connectionAcceptedMessage(options: {
  brandName: string;
  name: string;
  otherName: string;
  otherContact: string;
  role: 'learner' | 'alumnus';
  university: string;
}): { subject: string; body: string } {
  const lead =
    options.role === 'learner'
      ? `${options.otherName} has accepted your request to talk about ${options.university}. You can reach them at ${options.otherContact}.`
      : `Thank you for accepting. ${options.otherName} would like to hear about ${options.university}; you can reach them at ${options.otherContact}.`;
  return {
    subject: `${options.brandName}: you are connected with ${firstName(options.otherName)}`,
    body: [`Hi ${firstName(options.name)},`, '', lead, '', 'Please keep the contact to yourselves.'].join(
      '\n',
    ),
  };
}

/** To the learner, gently, when the alumnus declined. */
export function connectionDeclinedMessage(options: {
  brandName: string;
  learnerName: string;
  alumnusName: string;
  university: string;
  alumniUrl: string;
}): { subject: string; body: string } {
  return {
    subject: `${options.brandName}: about your request to ${firstName(options.alumnusName)}`,
    body: [
      `Hi ${firstName(options.learnerName)},`,
      '',
      `${firstName(options.alumnusName)} is not able to talk just now, so your request about ${options.university} was not taken up. Alumni give their time on top of busy jobs, so this is nothing to do with you.`,
      `Other graduates may well be glad to help: ${options.alumniUrl}`,
    ].join('\n'),
  };
}
