import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorResponse } from '@meridian/domain/error-response';
import { OtpVerifyRequest } from '@meridian/domain/lead/schemas';
import {
  AppointmentBooked,
  AppointmentRequest,
  AppointmentRequested,
  AppointmentSlots,
  AppointmentSlotsQuery,
  AppointmentTimeQuery,
  Booking,
  BookingParams,
  RescheduleRequest,
} from '@meridian/domain/lead/appointments';
import { authOf, requireUser } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { byOtpDestination } from '#api/platform/rate-limit/keys.ts';
import { always, publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';
import {
  cancelMyBooking,
  listAppointmentSlots,
  listMyBookings,
  requestAppointment,
  rescheduleBooking,
  verifyAppointment,
} from './service.ts';

type BookingRequest = FastifyRequest & {
  params: z.infer<typeof BookingParams>;
  query: z.infer<typeof AppointmentTimeQuery>;
};

/** The signed-in learner's booking a request names, and the time zone the answer is read in. */
const myBooking = (request: BookingRequest) => ({
  bookingId: request.params.bookingId,
  userId: authOf(request).userId,
  timeZone: request.query.timeZone,
});

export const appointmentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const withLog = (request: FastifyRequest) => ({ ...deps, log: request.log });

  app.get(
    '/slots',
    readRoute(
      'Open appointment slots (video call or experience-centre visit), soonest first, read in the visitor’s IANA time zone',
      AppointmentSlots,
      { querystring: AppointmentSlotsQuery },
    ),
    async (request) => listAppointmentSlots(deps, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        summary:
          'Asks for a slot: a lead and an OTP to the mobile (resent by /lead/otp/resend); the slot is held once verified. A slot someone holds is 409, a person with upcoming bookings at the limit 429',
        body: AppointmentRequest,
        response: { 200: AppointmentRequested, 409: ApiErrorResponse },
      },
      preHandler: publicWriteLimited(deps, 'appointment', { sendsOtp: always }),
    },
    async (request) =>
      requestAppointment(withLog(request), {
        payload: request.body,
        userId: request.auth?.userId ?? null,
      }),
  );

  app.post(
    '/verify',
    {
      schema: {
        summary:
          'Verifies the booking’s OTP and holds its slot: a confirmation email with a calendar file and a reminder; a slot someone took meanwhile is 409',
        querystring: AppointmentTimeQuery,
        body: OtpVerifyRequest,
        response: { 201: AppointmentBooked, 409: ApiErrorResponse },
      },
      preHandler: publicWriteLimited(deps, 'appointment-verify', {
        destination: byOtpDestination(deps.db, 'appointment'),
      }),
    },
    async (request, reply) =>
      reply.status(201).send(
        await verifyAppointment(withLog(request), {
          ...request.body,
          timeZone: request.query.timeZone,
        }),
      ),
  );

  app.get(
    '/',
    {
      ...readRoute('The signed-in learner’s appointments, soonest first', z.array(Booking), {
        querystring: AppointmentTimeQuery,
      }),
      preHandler: requireUser,
    },
    async (request) => listMyBookings(deps, authOf(request).userId, request.query.timeZone),
  );

  app.put(
    '/:bookingId',
    {
      schema: {
        summary: 'Moves the learner’s booking to another open slot (atomically; a held slot is 409)',
        params: BookingParams,
        querystring: AppointmentTimeQuery,
        body: RescheduleRequest,
        response: { 200: Booking, 409: ApiErrorResponse },
      },
      preHandler: requireUser,
    },
    async (request) =>
      rescheduleBooking(withLog(request), { ...myBooking(request), slotId: request.body.slotId }),
  );

  app.delete(
    '/:bookingId',
    {
      schema: {
        summary: 'Cancels the learner’s booking and frees its slot',
        params: BookingParams,
        querystring: AppointmentTimeQuery,
        response: { 200: Booking, 409: ApiErrorResponse },
      },
      preHandler: requireUser,
    },
    async (request) => cancelMyBooking(withLog(request), myBooking(request)),
  );
};
