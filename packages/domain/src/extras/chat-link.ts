/**
 * WhatsApp's click-to-chat link to `phone` (E.164) with `text` typed in for the visitor to send or
 * change: wa.me takes the number as digits only, with its country code.
 */
export function whatsAppChatUrl(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
