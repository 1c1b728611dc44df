import { describe, expect, it } from 'vitest';
import { whatsAppChatUrl } from './chat-link.ts';

describe('WhatsApp chat link', () => {
  it('names the number as digits with its country code and carries the text encoded', () => {
    expect(whatsAppChatUrl('+919876543210', 'Hi Meridian, I have a question about studying abroad.')).toBe(
      'https://wa.me/919876543210?text=Hi%20Meridian%2C%20I%20have%20a%20question%20about%20studying%20abroad.',
    );
  });
});
