#!/usr/bin/env bash
# Installs this tree as production does, `npm install --omit=dev` (no dev dependency), in a folder of
# its own, starts it with `npm start` on its embedded defaults (PGlite in that folder) and checks
# that both health endpoints and the home page answer, then stops it. The web build is this tree's
# (made by the browser journeys of `npm test`, or `npm run build`): a production image builds with the
# dev dependencies and serves with the runtime ones only. A package that running code loads but that
# only a dev dependency brings fails it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
web_port="${TRIAL_WEB_PORT:-3990}"
api_port="${TRIAL_API_PORT:-4990}"
trial="$(mktemp -d)"
server=""
cleanup() {
  if [ -n "$server" ]; then
    kill -TERM "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  # Removing a fresh node_modules took longer than the trial itself (143 s against 148 s on a busy
  # machine): it goes on in the background.
  (rm -rf "$trial" &)
}
trap cleanup EXIT

fail() {
  echo "production trial: $1" >&2
  [ -f "$trial/start.log" ] && tail -40 "$trial/start.log" >&2
  exit 1
}

# Prints the body of a 2xx answer, or fails.
get() {
  node -e 'fetch(process.argv[1]).then(async (r) => { if (!r.ok) process.exit(1); process.stdout.write(await r.text()); }, () => process.exit(1))' "$1"
}

[ -f "$root/apps/web/.next/BUILD_ID" ] || fail "no web build in $root: run npm run build -w @meridian/web first"
started=$SECONDS
cd "$root"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -xf - -C "$trial"
tar -cf - --exclude=.next/cache -C apps/web .next | tar -xf - -C "$trial/apps/web"

cd "$trial"
npm install --omit=dev --no-audit --no-fund --loglevel=error
echo "production trial: installed in $((SECONDS - started)) s"

PORT="$web_port" API_PORT="$api_port" DATA_DIR="$trial/.data" node scripts/start.mjs >"$trial/start.log" 2>&1 &
server=$!
deadline=$((SECONDS + 300))
until get "http://127.0.0.1:$web_port/study-abroad/health" >/dev/null; do
  kill -0 "$server" 2>/dev/null || fail "npm start exited before the site was healthy"
  [ "$SECONDS" -lt "$deadline" ] || fail "the site was not healthy within 300 s"
  sleep 1
done
get "http://127.0.0.1:$api_port/health" | grep -q '"status":"ok"' || fail "the API's /health did not answer ok"
get "http://127.0.0.1:$web_port/study-abroad" | grep -q '</html>' || fail "the home page did not answer"

kill -TERM "$server"
wait "$server" || fail "npm start did not stop cleanly"
server=""
echo "production trial: passed in $((SECONDS - started)) s"
