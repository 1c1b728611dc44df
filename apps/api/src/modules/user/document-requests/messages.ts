import type { OutgoingMessage } from '#api/platform/notifier/notifier.ts';
import { toPerson } from '#api/modules/user/alumni/messages.ts';

/** To the learner: which document their counsellor asks for, why, and where to upload it. */
export function documentRequestMessage(options: {
  brandName: string;
  learner: { fullName: string; email: string | null; mobile: string | null };
  counsellorName: string;
  documentLabel: string;
  note: string;
  documentsUrl: string;
}): OutgoingMessage | undefined {
  const { learner, counsellorName, documentLabel, note } = options;
  return toPerson(learner, {
    subject: `${options.brandName}: ${counsellorName} asks for your ${documentLabel.toLowerCase()}`,
    body: [
      `Hello ${learner.fullName},`,
      '',
      `${counsellorName}, your counsellor, asks you to upload your ${documentLabel.toLowerCase()}.`,
      ...(note ? ['', `"${note}"`] : []),
      '',
      `Upload it here: ${options.documentsUrl}`,
    ].join('\n'),
  });
}
