#!/usr/bin/env bash
# Benchmark (not a test): time `croupier grade` on a class of N submissions
# made from copies of a corpus, and split the time into compiling, running
# and judging (the build_ms, run_ms, judge_ms of each student's result).
#
#   scripts/bench-grade.sh [ASSIGNMENT] [CORPUS_DIR] [N]
#     ASSIGNMENT  default ceelo
#     CORPUS_DIR  default fixtures/ASSIGNMENT/submissions (.c files and folders)
#     N           default 100
#   JOBS=n      --jobs for croupier (default: its own, the number of cores)
#   CROUPIER_BIN=path  grade with this croupier instead of building one (to
#                compare with an earlier build: the "before" of a change)
#
# Java corpora (.java files, or folders of them) are copied the same way.
#
# Each copy gets a distinct comment, so every student is compiled (a fresh
# build cache, no two sources alike), as in a real class.
set -euo pipefail

cd "$(dirname "$0")/.."
assignment="${1:-ceelo}"
corpus="${2:-fixtures/$assignment/submissions}"
count="${3:-100}"

mapfile -t sources < <(find "$corpus" -mindepth 1 -maxdepth 1 \( -name '*.c' -o -name '*.java' -o -type d \) | sort)
if [[ ${#sources[@]} -eq 0 ]]; then
    echo "bench-grade: no .c or .java files or folders in $corpus" >&2
    exit 2
fi

if [[ -n "${CROUPIER_BIN:-}" ]]; then
    croupier="$CROUPIER_BIN"
else
    croupier="$(scripts/release-binary croupier)"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/class"
for ((i = 0; i < count; i++)); do
    source="${sources[i % ${#sources[@]}]}"
    student="$(printf 'student%03d' "$i")"
    if [[ -d "$source" ]]; then
        cp -r "$source" "$work/class/$student"
        for file in "$work/class/$student"/*.c "$work/class/$student"/*.java; do
            [[ -e "$file" ]] && printf '\n/* %s */\n' "$student" >>"$file"
        done
    elif [[ "$source" == *.java ]]; then
        # A Java file keeps its class's name: a folder per student.
        mkdir "$work/class/$student"
        cp "$source" "$work/class/$student/"
        printf '\n/* %s */\n' "$student" >>"$work/class/$student/$(basename "$source")"
    else
        cp "$source" "$work/class/$student.c"
        printf '\n/* %s */\n' "$student" >>"$work/class/$student.c"
    fi
done

jobs_args=()
[[ -n "${JOBS:-}" ]] && jobs_args=(--jobs "$JOBS")
echo "grading $count copies of ${#sources[@]} $assignment submissions from $corpus on $(nproc) cores"
start=$(date +%s.%N)
CROUPIER_CACHE="$work/cache" "$croupier" grade "$assignment" "$work/class" --out "$work/out" \
    "${jobs_args[@]}" >"$work/summary.txt" 2>"$work/progress.txt" || status=$?
end=$(date +%s.%N)
if [[ ${status:-0} -ne 0 ]]; then
    cat "$work/progress.txt" >&2
    exit "${status}"
fi

python3 - "$work/out" "$start" "$end" <<'PY'
import json, pathlib, sys
out, start, end = pathlib.Path(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
reports = [json.loads(p.read_text()) for p in out.glob("*.json")]
total = {k: sum(r["timing"][k] for r in reports) for k in ("build_ms", "run_ms", "judge_ms")}
busy = sum(total.values()) or 1
full = sum(1 for r in reports if r["score"] >= r["max_score"])
runs = sum(len(r["runs"]) for r in reports)
print(f"students: {len(reports)} ({full} with full marks), script runs: {runs}")
print(f"wall time: {end - start:.1f} s")
print(f"job time: {busy / 1000:.1f} s, of which "
      + ", ".join(f"{k[:-3]} {v / busy:.0%} ({v / 1000:.1f} s)" for k, v in total.items()))
PY
