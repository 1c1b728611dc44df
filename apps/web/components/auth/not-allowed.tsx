/** What a signed-in person sees on a staff page their account may not use: the catalogue's permission text. */
export function NotAllowed({ message }: { message: string }) {
  return (
    <section aria-labelledby="not-allowed">
      <h1 id="not-allowed">Not allowed</h1>
      <p role="alert">{message}</p>
    </section>
  );
}
