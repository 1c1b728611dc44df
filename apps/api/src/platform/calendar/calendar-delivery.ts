import type { FastifyReply } from 'fastify';
import type { MessageAttachment } from '@meridian/domain/lead/schemas';
import { CALENDAR_CONTENT_TYPE } from './calendar-file.ts';

/** A calendar file as the download an "Add to calendar" link answers. */
export function sendCalendarFile(reply: FastifyReply, file: { fileName: string; ics: string }) {
  return reply
    .type(CALENDAR_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.ics);
}

/** The same file attached to a confirmation or reminder email. */
export function calendarAttachment(file: { fileName: string; ics: string }): MessageAttachment {
  return { fileName: file.fileName, contentType: CALENDAR_CONTENT_TYPE, content: file.ics };
}
