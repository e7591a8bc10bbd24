#!/usr/bin/env bash
# sqlmap (Debian package) against the running server on 127.0.0.1 with a valid token, over the query and
# body parameters of the search, plan and product calls. Prints sqlmap's findings per target and a summary
# (none expected: every query is parameterised through Drizzle).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v sqlmap >/dev/null || { apt-get update -qq && apt-get install -y -qq sqlmap >/dev/null; }

PORT=${PORT:-18321}
DATA_DIR=$(mktemp -d /tmp/nutri-sqlmap-XXXXXX)
OUT=$(mktemp -d /tmp/nutri-sqlmap-out-XXXXXX)
LOGS=${SQLMAP_LOGS:-bench/results/sqlmap}
mkdir -p "$LOGS"
NODE_ENV=production JWT_SECRET=$(head -c 32 /dev/urandom | base64) LOG_LEVEL=warn HOST=127.0.0.1 PORT=$PORT \
  DATA_DIR=$DATA_DIR LOGIN_RATE_LIMIT_MAX=100000 node --import tsx apps/api/src/server.ts &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -rf "$DATA_DIR" "$OUT"' EXIT
BASE=http://127.0.0.1:$PORT
for _ in $(seq 1 100); do curl -sf "$BASE/api/health" >/dev/null && break; sleep 0.2; done

post() { curl -sf -X POST "$BASE$1" -H 'content-type: application/json' ${3:+-H "authorization: Bearer $3"} -d "$2"; }
DEVICE=$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')
TOKEN=$(post /api/v1/base/login_ip "{\"deviceId\":\"$DEVICE\"}" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data.accessToken))')
PLAN=$(post /api/v1/custom_nutrition_plan/new '{"clientType":"web","planType":"short_questionnaire"}' "$TOKEN" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data.id))')
post /api/v1/questionnaire/put "{\"customNutritionPlanId\":\"$PLAN\",\"questionnaireType\":\"short_questionnaire\",\"answers\":{\"gender\":\"male\",\"age\":40,\"heightCm\":175,\"weightKg\":70,\"activityLevel\":\"light\"},\"complete\":true}" "$TOKEN" >/dev/null

# name | url | body (empty for GET)
TARGETS=(
  "search (body)|$BASE/api/v1/question_short/search_medicine|{\"keyword\":\"warfarin\"}"
  "search (query)|$BASE/api/v1/question_short/search_medicine?keyword=warfarin|{}"
  "supplement by name|$BASE/api/v1/question_short/supplement_reviews_options_by_name|{\"name\":\"fish\"}"
  "plan read (query)|$BASE/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=$PLAN|"
  "plan rename (query)|$BASE/api/v1/precise_nutrition_plan/update_nickname?custom_nutrition_plan_id=$PLAN&nickname=abc|"
  "questionnaire (body)|$BASE/api/v1/questionnaire/put|{\"customNutritionPlanId\":\"$PLAN\",\"questionnaireType\":\"short_questionnaire\",\"answers\":{\"nickname\":\"abc\"}}"
  "products (body)|$BASE/api/v1/product/get_all|{\"page_num\":1,\"page_size\":20,\"category\":\"vitamin\"}"
  "product by ids (body)|$BASE/api/v1/product/get|{\"productIds\":[\"p-vitd3-1000\"]}"
)
echo "### sqlmap $(sqlmap --version 2>/dev/null | head -1) — level 2, risk 1, all techniques"
echo
echo "| target | parameters tested | injectable |"
echo "|---|---|---|"
FOUND=0
for t in "${TARGETS[@]}"; do
  IFS='|' read -r name url body <<<"$t"
  args=(-u "$url" --batch --level=2 --risk=1 --threads=2 --timeout=10 --retries=1
        --output-dir="$OUT" --disable-coloring --flush-session)
  if [ -n "$body" ]; then
    args+=(--data="$body" --headers=$'Authorization: Bearer '"$TOKEN"$'\nContent-Type: application/json')
  else
    args+=(--headers="Authorization: Bearer $TOKEN")
  fi
  log=$(sqlmap "${args[@]}" 2>&1 || true)
  printf '%s\n' "$log" >"$LOGS/$(tr -c 'a-z' '_' <<<"$name").log"
  params=$( (grep -oE "testing for SQL injection on [^']*parameter '[^']+'" <<<"$log" | grep -oE "'[^']+'" | sort -u || true) | tr '\n' ' ')
  if grep -q "unable to connect" <<<"$log"; then echo "| $name | — | could not connect |"; FOUND=$((FOUND + 1)); continue; fi
  if grep -qE "is vulnerable|sqlmap identified the following injection point" <<<"$log"; then
    FOUND=$((FOUND + 1)); verdict="**YES**"
  else
    verdict="none found"
  fi
  echo "| $name | ${params:-—} | $verdict |"
done
echo
echo "Summary: $FOUND injectable target(s) out of ${#TARGETS[@]}."
[ "$FOUND" -eq 0 ]
