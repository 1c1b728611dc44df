'use client';

import { useMutation } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useExtrasReady } from './use-extras-ready.ts';
import { useInterruption } from './interruptions.client.ts';
import styles from './extras.module.css';

const CHOICE_KEY = 'meridian:location-choice';
const listeners = new Set<() => void>();
const readChoice = () => window.localStorage.getItem(CHOICE_KEY);

/**
 * Asks once whether the visitor wants to share their location (to be pointed to the nearest
 * centre); only on a "yes" does the browser ask for it and is it sent. Not offered where the
 * region disables geolocation, and only where the policy lets it (where a centre is chosen). The earlier choice is read once the extras may show, not while the
 * page hydrates: a tab's first localStorage read waits for the browser to load the site's storage.
 */
export function GeolocationConsent() {
  return useExtrasReady(usePathname()) ? <ConsentPrompt /> : null;
}

function ConsentPrompt() {
  const choice = useSyncExternalStore((onChange) => {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  }, readChoice);
  const shown = useInterruption('locationPrompt', choice === null);
  const share = useMutation({
    // The call and its schema are fetched once the visitor says yes, not with every page.
    mutationFn: async (position: GeolocationPosition) => {
      const [{ browserClient }, { Accepted }] = await Promise.all([
        import('@/lib/api/browser-client.ts'),
        import('@meridian/domain/accepted'),
      ]);
      return browserClient.request('user', '/apis/update-location-details', {
        method: 'POST',
        query: { latitude: String(position.coords.latitude), longitude: String(position.coords.longitude) },
        schema: Accepted,
      });
    },
  });
  const decide = (value: 'shared' | 'declined') => {
    window.localStorage.setItem(CHOICE_KEY, value);
    listeners.forEach((notify) => notify());
    if (value === 'shared' && 'geolocation' in navigator) {
      navigator.geolocation.getCurrentPosition((position) => share.mutate(position));
    }
  };

  if (!shown) return null;
  return (
    <aside className={styles.consent} aria-label="Share your location">
      <p>See the centre nearest to you? We keep your location to the nearest kilometre.</p>
      <div className={styles.actions}>
        <Button variant="primary" size="sm" onClick={() => decide('shared')}>
          Share location
        </Button>
        <Button variant="ghost" size="sm" onClick={() => decide('declined')}>
          No thanks
        </Button>
      </div>
    </aside>
  );
}
