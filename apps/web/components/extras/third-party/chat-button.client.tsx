'use client';

import { whatsAppChatUrl } from '@meridian/domain/extras/chat-link';
import { useInterruptionOnScreen } from '../interruptions.client.ts';
import styles from './chat-button.module.css';

/**
 * The WhatsApp chat button: a small round link at the phone's lower corner, clear of the heading.
 * It steps aside while a bar or pop-up of the interruption policy is on screen, so the page never
 * shows two layers at once.
 */
export function ChatButton({ phone, brandName }: { phone: string; brandName: string }) {
  const interrupted = useInterruptionOnScreen();
  if (interrupted) return null;
  return (
    <a
      className={styles.chat}
      href={whatsAppChatUrl(phone, `Hi ${brandName}, I have a question about studying abroad.`)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      title="Chat with us on WhatsApp"
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.1-1.2l-.4-.3Z"
        />
      </svg>
    </a>
  );
}
