'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';

/**
 * A console row's on/off button: saves the record with `active` flipped, then refreshes the lists
 * under `refresh`. Off, the record leaves the site; its history keeps every change.
 */
export function ActiveSwitch(props: {
  active: boolean;
  save: (active: boolean) => Promise<unknown>;
  refresh: QueryKey;
}) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => props.save(!props.active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: props.refresh }),
  });
  return (
    <>
      <Button onClick={() => toggle.mutate()} disabled={toggle.isPending}>
        {props.active ? 'Switch off' : 'Switch on'}
      </Button>
      {toggle.error && <p role="alert">{toggle.error.message}</p>}
    </>
  );
}
