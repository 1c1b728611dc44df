import type { FastifyReply } from 'fastify';

/** Answers a generated PDF as a download that no shared cache keeps (it is one person's). */
export function sendPdf(reply: FastifyReply, file: { fileName: string; pdf: Uint8Array }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.pdf));
}
