'use client';

import { usePathname } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loginPathFor } from '@meridian/domain/auth/login-required';
import { savedGpaText, type SavedGpa } from '@meridian/domain/calculators/saved-gpa';
import { formatInstantDate } from '@meridian/domain/format-date';
import { sitePath } from '@meridian/domain/routes/site-routes';
import { getSavedGpa } from '@/lib/api/gpa-client.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { profileKeys } from '@/app/[variant]/profile/use-learner.ts';
import { FormAlert } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import styles from './calculator.module.css';

/** The signed-in learner's saved GPA, loaded in the browser (the page itself is the same for everyone). */
export function useSavedGpa(userId: string | undefined) {
  return useQuery({
    queryKey: profileKeys.of(userId ?? '', 'gpa'),
    queryFn: () => getSavedGpa(userId!),
    enabled: userId !== undefined,
  });
}

/** "Your saved GPA: 3.40 on the US scale, saved 26/Nov/2026." */
export function SavedGpaLine({ gpa }: { gpa: SavedGpa }) {
  return (
    <>
      Your saved GPA: {savedGpaText(gpa)}, saved {formatInstantDate(gpa.savedAt)}.
    </>
  );
}

/** Above the calculator: what the signed-in learner saved last; nothing for a guest or before a save. */
export function SavedGpaNote() {
  const { user } = useSession();
  const saved = useSavedGpa(user?.id);
  if (!saved.data) return null;
  return (
    <p className={styles.hint}>
      <SavedGpaLine gpa={saved.data} />
    </p>
  );
}

/**
 * Under a result: "Save to my profile" for a signed-in learner (their courses page shows it too),
 * a link to log in and come back for a guest, whose result stays in the page alone.
 */
export function SaveGpa({ save }: { save: () => Promise<SavedGpa> }) {
  const { user, pending } = useSession();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const keep = useMutation({
    mutationFn: save,
    onSuccess: (gpa) => queryClient.setQueryData(profileKeys.of(user!.id, 'gpa'), gpa),
  });
  if (pending) return null;
  if (!user) {
    return (
      <p>
        <a href={loginPathFor(sitePath(pathname))}>Log in to save this result to your profile</a>
      </p>
    );
  }
  return (
    <>
      <p>
        <Button loading={keep.isPending} onClick={() => keep.mutate()}>
          Save to my profile
        </Button>
      </p>
      {keep.isSuccess && <p role="status">Saved to your profile.</p>}
      {keep.error && <FormAlert>{keep.error.message}</FormAlert>}
    </>
  );
}
