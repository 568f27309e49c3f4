#!/bin/bash
# ab.tmp.sh DIST_A DIST_B N CPU MODE  — interleaved cold loads, first row ms
set -u
A=$1; B=$2; N=${3:-8}; CPU=${4:-1}; MODE=${5:-live}
cd /work/main
BENCH=/work/shared/bench
PIDS=()
cleanup(){ for p in "${PIDS[@]}"; do kill -- -$p 2>/dev/null; done; }
trap cleanup EXIT
setsid npx vite preview --port 4391 --strictPort --host 127.0.0.1 --outDir "$A" >/tmp/ab/pa.log 2>&1 & PIDS+=($!)
setsid npx vite preview --port 4392 --strictPort --host 127.0.0.1 --outDir "$B" >/tmp/ab/pb.log 2>&1 & PIDS+=($!)
if [ "$MODE" = live ]; then
  PORT=4393 SCALE_PROJECTS=10000 setsid npx tsx mocks/server.ts >/tmp/ab/mock.log 2>&1 & PIDS+=($!)
fi
sleep 6
KEY=$(npm run -s mock:token -- --tenant 1 --lifetime 86400 2>/dev/null | tail -1)
if [ "$MODE" = live ]; then
node -e 'const [f, base, key] = process.argv.slice(1); require("fs").writeFileSync(f,
  `localStorage.setItem("vigil.mode", "live");\nsessionStorage.setItem("vigil.live", ${JSON.stringify(JSON.stringify({ baseUrl: base, apiKey: key }))});\n`)' /tmp/ab/init.js http://127.0.0.1:4393 "$KEY"
else printf 'localStorage.setItem("vigil.mode", "demo");\n' >/tmp/ab/init.js; fi
for i in $(seq 1 $N); do
  for v in a b; do
    port=4391; [ $v = b ] && port=4392
    node /work/main/lb.tmp.mjs "http://127.0.0.1:$port/projects" --row 'tbody tr[aria-rowindex]' --init-script /tmp/ab/init.js --data-url /api/v1/project/search \
      --runs 1 --warmup 0 --net none --viewport 1280x800 --quiet 1000 --idle-timeout 2500 --cpu $CPU --chromium /usr/bin/chromium --out /tmp/ab/$v-$i.json >/dev/null 2>/tmp/ab/$v-$i.err
    echo "$v $i $(grep -E '^run ' /tmp/ab/$v-$i.err | tail -1)"
  done
done
