export default function Page() {
  return (
    <main>
      <h1>Study abroad</h1>
      <p>
        Compare countries, universities and courses, prepare for IELTS, GRE and TOEFL, and talk to a
        counsellor for free.
      </p>
    </main>
  );
}
