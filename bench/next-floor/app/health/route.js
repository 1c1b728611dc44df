// What the benchmark waits for before auditing.
export function GET() {
  return new Response('ok');
}
