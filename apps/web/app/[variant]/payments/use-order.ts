'use client';

import { useQuery } from '@tanstack/react-query';
import { getTransaction } from '@/lib/api/payments-client.ts';
import { useSession } from '@/lib/session/use-session.ts';

/** The signed-in learner's order the page names, refetched while the gateway has not answered yet. */
export function useOrder(orderId: string, options: { pollWhileOpen?: boolean } = {}) {
  const { user } = useSession();
  const order = useQuery({
    queryKey: ['payment-order', user?.id, orderId],
    queryFn: () => getTransaction(user!.id, orderId),
    enabled: Boolean(user),
    refetchInterval: (query) =>
      options.pollWhileOpen && query.state.data?.status === 'created' ? 2000 : false,
  });
  return { order };
}
