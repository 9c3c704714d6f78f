#!/usr/bin/env bash
# Runs sqlmap (Debian package `sqlmap`) against a running API's search and id parameters and
# prints one line per target. Starts its own API on the embedded database with demo data unless
# API_URL is given. Rate limits are off for the scan (RATE_LIMIT_MULTIPLIER=0): a scan is
# thousands of requests. Usage: bash scripts/sqlmap-scan.sh [level] [risk]   (default 3 2)
set -euo pipefail
cd "$(dirname "$0")/.."
LEVEL="${1:-3}"
RISK="${2:-2}"
command -v sqlmap > /dev/null || apt-get install -y sqlmap > /dev/null
WORK="$(mktemp -d /tmp/courtbook-sqlmap-XXXX)"

if [ -z "${API_URL:-}" ]; then
  PORT="${SCAN_PORT:-3990}"
  API_URL="http://127.0.0.1:$PORT"
  (cd apps/api && PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$WORK/data" RATE_LIMIT_MULTIPLIER=0 \
    LOG_LEVEL=error node --import tsx src/server.ts > "$WORK/server.log" 2>&1) &
  SERVER_PID=$!
  trap 'kill $SERVER_PID 2> /dev/null || true' EXIT
  for _ in $(seq 60); do curl -sf "$API_URL/api/health/" > /dev/null && break; sleep 1; done
fi

token_for() {
  curl -sf -X POST "$API_URL/api/login/" -H 'content-type: application/json' \
    -d "{\"email\":\"$1\",\"password\":\"Demo1234!\"${2:+,\"location\":$2}}" |
    python3 -c 'import sys, json; print(json.load(sys.stdin)["data"]["access_token"])'
}
STAFF="$(token_for superadmin@demo.test)"
PLAYER="$(token_for player@demo.test 1)"
# A booking of the player's to aim the id tests at: the first free court tomorrow at 10:00.
BOOKING_ID="$(API_URL="$API_URL" PLAYER="$PLAYER" python3 - << 'PY'
import datetime, json, os, urllib.request
api, token = os.environ["API_URL"], os.environ["PLAYER"]
def call(path, body):
    request = urllib.request.Request(api + path, data=json.dumps(body).encode(), method="POST",
        headers={"content-type": "application/json", "authorization": "Bearer " + token})
    return json.load(urllib.request.urlopen(request))["data"]
day = (datetime.date.today() + datetime.timedelta(days=2)).isoformat()
courts = call("/api/check_court_availability/", {"location_id": 1, "date": day,
    "start_time": "10:00", "end_time": "11:00", "book_for_four_weeks": "False"})["courts"]
court = next(c for c in courts if not c["is_booked"])
print(call("/api/court-bookings/", {"location": 1, "court_id": court["court_id"], "booking_date": day,
    "start_time": "10:00", "duration": 1, "book_for_four_weeks": "False",
    "total_price": court["court_fee_hrs"]})[0]["booking_id"])
PY
)"

# name | auth | method | url (a * marks a path parameter) | JSON body
TARGETS=(
  "locations search|staff|GET|/api/locations/?page=1&search=club&start_date=2026-01-01&end_date=2026-12-31|"
  "location id|staff|GET|/api/locations/1*/|"
  "staff bookings search|staff|GET|/api/get_booking_byadmin/?type=all&page=1&search=pat&location=1&status=confirmed|"
  "public occupancy|none|GET|/api/get_courtbookings/?type=upcoming&page=1&search=a&location=1|"
  "booking id|player|GET|/api/court-bookings/${BOOKING_ID}*/|"
  "booking calendar id|player|GET|/api/court-bookings/${BOOKING_ID}*/ics/|"
  "court id|staff|GET|/api/courts/1*/|"
  "player bookings page|player|GET|/api/court-bookings/?page=1&type=upcoming|"
  "contact messages search|staff|GET|/api/contact-us/?page=1&search=hello&start_date=2026-01-01|"
  "login body|none|POST|/api/login/|{\"email\":\"player@demo.test\",\"password\":\"x\",\"location\":1}"
  "availability body|none|POST|/api/check_court_availability/|{\"location_id\":1,\"date\":\"2030-01-02\",\"start_time\":\"10:00\",\"end_time\":\"11:00\",\"book_for_four_weeks\":\"False\"}"
  "contact body|none|POST|/api/contact-us/|{\"first_name\":\"Ann\",\"last_name\":\"Lee\",\"email\":\"ann@example.com\",\"phone\":\"+12155550100\",\"message\":\"hi\"}"
)

printf '%-26s %s\n' target result
for target in "${TARGETS[@]}"; do
  IFS='|' read -r name auth method url body <<< "$target"
  args=(-u "$API_URL$url" --batch --level "$LEVEL" --risk "$RISK" --threads 4 --time-sec 2
    --output-dir "$WORK/out" --disable-coloring)
  case "$auth" in
    staff) args+=(-H "Authorization: Bearer $STAFF") ;;
    player) args+=(-H "Authorization: Bearer $PLAYER") ;;
  esac
  [ "$method" = POST ] && args+=(--method POST --data "$body" -H 'Content-Type: application/json')
  # A wrong password answers 401: that is the page to compare against, not a stop.
  [ "$name" = "login body" ] && args+=(--ignore-code 401)
  log="$WORK/$(echo "$name" | tr ' ' '-').log"
  sqlmap "${args[@]}" > "$log" 2>&1 || true
  if grep -q 'is vulnerable\|sqlmap identified the following injection' "$log"; then
    printf '%-26s %s\n' "$name" "INJECTABLE (see $log)"
  elif grep -q 'all tested parameters do not appear to be injectable' "$log"; then
    printf '%-26s %s\n' "$name" "not injectable ($(grep -c 'testing ' "$log") tests)"
  else
    printf '%-26s %s\n' "$name" "inconclusive (see $log)"
  fi
done
echo "logs: $WORK"
