import { AppError } from '../app-error.ts';
import { DeliveryError, type Notifier, type OutgoingMessage } from './notifier.ts';

/**
 * Sends one message; a provider that still fails after its retries becomes DELIVERY_FAILED (the
 * "unable to reach servers" answer), so nobody is told a message is on its way when it is not.
 */
export async function sendOrFail(notifier: Notifier, message: OutgoingMessage): Promise<void> {
  try {
    await notifier.send(message);
  } catch (error) {
    if (error instanceof DeliveryError) throw new AppError('DELIVERY_FAILED', error.message);
    throw error;
  }
}
