import { DeliveryError, type MessageProvider } from './notifier.ts';

const GATEWAY_TIMEOUT_MS = 5000;

/**
 * SMS through an HTTP gateway. Indian operators drop commercial SMS that lacks a DLT-registered
 * sender id (header) and template id, so both travel with every message.
 */
export function httpSmsProvider(options: {
  url: string;
  token: string | undefined;
  senderId: string;
  templateId: string;
}): MessageProvider {
  return {
    name: 'http-sms',
    async send(message) {
      if (message.channel !== 'sms') {
        throw new DeliveryError('the http-sms provider sends SMS only', { retryable: false });
      }
      let res: Response;
      try {
        res = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({
            to: message.to,
            senderId: options.senderId,
            templateId: options.templateId,
            message: message.body,
          }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (cause) {
        throw new DeliveryError('sms gateway unreachable', { retryable: true, cause });
      }
      if (!res.ok) {
        // 4xx means the request itself is wrong (bad number, unknown template): retrying cannot help.
        throw new DeliveryError(`sms gateway answered ${res.status}`, {
          retryable: res.status >= 500 || res.status === 429,
        });
      }
    },
  };
}
