'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Alumnus } from '@meridian/domain/alumni/schemas';
import { siteRoutes, sitePath } from '@meridian/domain/routes/site-routes';
import { listAlumni, listAlumniUniversities } from '@/lib/api/alumni-client.ts';
import { SecondaryButton } from '@/components/forms/fields.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { Pagination } from '@/components/layout/pagination.tsx';
import { SignedInOnly } from '@/components/profile/signed-in-only.client.tsx';
import formStyles from '@/components/forms/form.module.css';
import { ConnectForm } from './connect-form.client.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/select.tsx';

function AlumnusCard({ alumnus }: { alumnus: Alumnus }) {
  const [asking, setAsking] = useState(false);
  return (
    <li>
      <article aria-label={alumnus.name}>
        <h2>{alumnus.name}</h2>
        <p>
          {alumnus.course}, {alumnus.university.name} ({alumnus.university.country}), {alumnus.graduationYear}
          <br />
          {alumnus.currentRole} · from {alumnus.hometown}
        </p>
        {asking ? (
          <ConnectForm alumnus={alumnus} />
        ) : (
          <SecondaryButton onClick={() => setAsking(true)}>
            Ask to connect<span className="visually-hidden"> with {alumnus.name}</span>
          </SecondaryButton>
        )}
      </article>
    </li>
  );
}

/** The filter (a plain form, so the address holds it), a page of alumni and the pager. */
function Directory({ university, page }: { university: string | undefined; page: number }) {
  const universities = useQuery({ queryKey: ['alumni-universities'], queryFn: listAlumniUniversities });
  const alumni = useQuery({
    queryKey: ['alumni', university, page],
    queryFn: () => listAlumni({ university, page }),
  });
  return (
    <>
      <form method="get" action={sitePath(siteRoutes.alumniConnect())} aria-label="Filter alumni">
        <div className={formStyles.field}>
          <label htmlFor="alumni-university">University</label>
          <Select id="alumni-university" name="university" defaultValue={university ?? ''}>
            <option value="">All universities</option>
            {universities.data?.map((u) => (
              <option key={u.slug} value={u.slug}>
                {u.name} ({u.alumni})
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="secondary">
          Show alumni
        </Button>
      </form>
      <QueryState query={alumni} loading="Loading alumni…">
        {(list) => (
          <>
            <p>
              {list.total} {list.total === 1 ? 'graduate' : 'graduates'}
            </p>
            <ul aria-label="Alumni">
              {list.items.map((alumnus) => (
                <AlumnusCard key={alumnus.id} alumnus={alumnus} />
              ))}
            </ul>
            <Pagination route={siteRoutes.alumniConnect({ university })} list={list} />
          </>
        )}
      </QueryState>
    </>
  );
}

export function AlumniDirectory(props: { university: string | undefined; page: number }) {
  return (
    <SignedInOnly
      signedOut={(loginHref) => (
        <>
          <a href={loginHref}>Log in</a> to talk to alumni.
        </>
      )}
    >
      {() => <Directory {...props} />}
    </SignedInOnly>
  );
}
