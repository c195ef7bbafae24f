#!/usr/bin/env bash
# End-to-end check of transcripts (issue 46) as a user runs them: a package with a tool,
# `greet`, that prints colours, a temporary path and both streams and exits 3, and a test
# target that depends on it and snapshots it inline and as a Markdown file:
#   1. the first run records the transcripts (SNAPSHOT_TESTING_RECORD=missing);
#   2. the second run passes and changes no file; the hanging command's child is gone;
#   (in 1, a daemon that holds a command's output does not hold the test up, and a command
#   that exits leaving a child that holds it keeps its status, the child killed: issue 51)
#   3. the tool's source changed: `swift test` rebuilds it and fails with a line difference
#      that names the old and the new output, and changes no file;
#   4. the pending mode writes nothing, `verbatim-snapshots list` names the transcripts,
#      `accept` writes them, and the next run passes.
# A transcript with wildcards written by hand (`...`, `[..]`, issue 53) passes runs whose steps
# and duration differ; a changed line fails with only that line as a change; accepting it or
# recording it with SNAPSHOT_TESTING_RECORD=failed rewrites that line and keeps the wildcards.
# Output that reads as wildcards is recorded escaped, and other output in its place fails.
# WORK, KEEP_WORK and BUILD_SYSTEM as in ../scratch-package.sh. Works with CI=true: each run
# that may write names its record mode.
set -euo pipefail
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR

here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../scratch-package.sh"
scratch_package "$here" transcripts-e2e
tests="Tests/GreetTests/GreetTests.swift"
markdown="Tests/GreetTests/__Snapshots__/GreetTests/greetsInMarkdown.1.md"
store=".build/verbatim/pending"
rm -rf "$store"
checksums() { find Tests -type f | sort | xargs sha256sum; }
# A sleep no other process on the machine runs: its survival would be the hanging test's.
export GREET_HANG_SECONDS="$((600 + RANDOM))"
no_sleep_left() {
  ! pgrep -f "sleep $GREET_HANG_SECONDS\$" >/dev/null || fail "the hanging command's child is still running"
}

# The daemon's sleep, which the tests cannot reach and do not wait for: a run that waited for it
# would take minutes. stop_daemons ends it, by process number, after each run.
export GREET_DAEMON_SECONDS="$((300 + RANDOM % 200))"
daemons() { pgrep -f "sleep $GREET_DAEMON_SECONDS\$" || true; }
stop_daemons() {
  local pids
  pids="$(daemons)"
  if [ -n "$pids" ]; then kill $pids 2>/dev/null || true; fi
}

# Each assertion of a counted command runs it once (issue 51: a failing path ran it two or three
# times): two lines in each count file after every run.
export GREET_COUNTS="$work/counts"
reset_counts() { rm -rf "$GREET_COUNTS"; mkdir -p "$GREET_COUNTS"; }
check_counts() {
  local name runs
  for name in scrubbed plain; do
    runs="$(grep -c . "$GREET_COUNTS/$name" 2>/dev/null || true)"
    [ "$runs" = 2 ] || fail "$1: the counted command ($name) ran ${runs:-0} times for 2 assertions"
  done
}

echo "run.sh: first run, recording the transcripts (expected to fail)"
reset_counts
start=$SECONDS
if SNAPSHOT_TESTING_RECORD=missing swift test "${build_flags[@]}" --skip-build \
  >"$work/transcripts-first.log" 2>&1; then
  cat "$work/transcripts-first.log"
  fail "the first run passed, but its transcripts are missing"
fi
(( SECONDS - start < 60 )) || fail "the first run took $((SECONDS - start)) s: it waited for the daemon"
[ -n "$(daemons)" ] || fail "no daemon is left running: the test did not start one"
stop_daemons
no_sleep_left
check_counts "the recording run"
[ "$(grep -c '^ *call [12]$' "$tests")" = 4 ] \
  || { cat "$tests"; fail "the counted transcripts were not recorded as call 1 and call 2"; }
grep -qF '$ greet Ada' "$tests" || { cat "$tests"; fail "the inline transcript was not recorded"; }
for line in 'Hello, Ada!' 'Saved to TemporaryPath(<1>)' '! warning: greetings are loud' \
  '[exit 3]' '[timed out after 1 s, killed]' '[exit 4]'
do
  grep -qF "$line" "$tests" || { cat "$tests"; fail "the inline transcripts lack: $line"; }
done
held='[output held open by a background process, not waited for]'
for before in ' *started' " *\\\$ sh -c 'sleep \\\$GREET_HANG_SECONDS & exit 4'"; do
  grep -A1 -x -e "$before" "$tests" | tail -n 1 | grep -qF "$held" \
    || { cat "$tests"; fail "the note on the held output does not follow: $before"; }
done
! grep -q $'\e' "$tests" || fail "an escape code was recorded"
wildcards_kept() {
  grep -qx ' *\.\.\.' "$tests" && grep -qF 'Finished in [..] s' "$tests" \
    || { cat "$tests"; fail "$1: the wildcards written by hand are gone"; }
}
wildcards_kept "the recording run"
grep -qF 'a \[..] b' "$tests" && grep -qx ' *\\\.\.\.' "$tests" \
  || { cat "$tests"; fail "output that reads as wildcards was not recorded escaped"; }
[ -f "$markdown" ] || { ls -R Tests; fail "the Markdown transcript was not recorded"; }
expected_markdown='```console
$ greet Ada
Hello, Ada!
Saved to TemporaryPath(<1>)
! warning: greetings are loud
[exit 3]
$ greet Grace
Hello, Grace!
Saved to TemporaryPath(<2>)
! warning: greetings are loud
[exit 3]
```'
[ "$(cat "$markdown")" = "$expected_markdown" ] \
  || { diff <(echo "$expected_markdown") "$markdown" || true; fail "the Markdown transcript differs"; }
checksums >"$work/transcripts-recorded.sums"

echo "run.sh: second run, rebuilt with the recorded snapshots (must pass, no file changed)"
reset_counts
if ! swift test "${build_flags[@]}" >"$work/transcripts-second.log" 2>&1; then
  cat "$work/transcripts-second.log"
  fail "the second run failed against the recorded transcripts"
fi
stop_daemons
no_sleep_left
checksums | cmp -s - "$work/transcripts-recorded.sums" || fail "the second run changed a file"
check_counts "the second run"

echo "run.sh: the tool changed, rebuilt by swift test (expected to fail with a difference)"
sed -e 's/greetings are loud/greetings are quiet now/' -e 's/"Building greet"/"Building greet now"/' \
  -e 's/a \[\.\.\] b/a [xx] b/' Sources/greet/main.swift >"$work/main.swift"
mv "$work/main.swift" Sources/greet/main.swift
reset_counts
if SNAPSHOT_TESTING_RECORD=never swift test "${build_flags[@]}" \
  >"$work/transcripts-changed.log" 2>&1; then
  cat "$work/transcripts-changed.log"
  fail "the run passed, but the tool's output changed"
fi
stop_daemons
for line in '−! warning: greetings are loud' '+! warning: greetings are quiet now' \
  '−Building greet' '+Building greet now' '−a \[..] b' '+a [xx] b'; do
  grep -qF -- "$line" "$work/transcripts-changed.log" \
    || { cat "$work/transcripts-changed.log"; fail "the failure lacks the line: $line"; }
done
# Lines the wildcards matched are not changes.
! grep -qE -- '^ *(−|\+)(Finished in|\[[0-9]\] compiling)' "$work/transcripts-changed.log" \
  || { cat "$work/transcripts-changed.log"; fail "a line a wildcard matched shows as a change"; }
checksums | cmp -s - "$work/transcripts-recorded.sums" || fail "the failing run changed a file"

echo "run.sh: pending run (expected to fail, writes nothing), list and accept"
reset_counts
if SNAPSHOT_TESTING_RECORD=pending swift test "${build_flags[@]}" --skip-build \
  >"$work/transcripts-pending.log" 2>&1; then
  cat "$work/transcripts-pending.log"
  fail "the pending run passed, but the tool's output changed"
fi
stop_daemons
checksums | cmp -s - "$work/transcripts-recorded.sums" || fail "the pending run wrote a file"
check_counts "the pending run"
swift run "${build_flags[@]}" verbatim-snapshots list >"$work/transcripts-list.log" \
  2>"$work/transcripts-list.err" || { cat "$work/transcripts-list.err"; fail "list failed"; }
for listed in \
  "^$tests:[0-9]* greetsInline() snapshot did not match\$" \
  "^$tests:[0-9]* buildsWithVaryingLines() snapshot did not match\$" \
  "^$tests:[0-9]* printsTheWildcardsSyntax() snapshot did not match\$" \
  "^$markdown greetsInMarkdown() snapshot file did not match\$"
do
  grep -q "$listed" "$work/transcripts-list.log" \
    || { cat "$work/transcripts-list.log"; fail "the list lacks: $listed"; }
done
[ "$(grep -c . "$work/transcripts-list.log")" -eq 4 ] \
  || { cat "$work/transcripts-list.log"; fail "the list does not hold four transcripts"; }
swift run "${build_flags[@]}" verbatim-snapshots accept >"$work/transcripts-accept.log" 2>&1 \
  || { cat "$work/transcripts-accept.log"; fail "accept failed"; }
for file in "$tests" "$markdown"; do
  grep -qF '! warning: greetings are quiet now' "$file" || { cat "$file"; fail "accept did not write $file"; }
  ! grep -qF 'greetings are loud' "$file" || { cat "$file"; fail "$file keeps the old output"; }
done
grep -qF 'Building greet now' "$tests" && grep -qF 'a [xx] b' "$tests" \
  || { cat "$tests"; fail "accept did not write the changed lines"; }
wildcards_kept "accept"
reset_counts
if ! swift test "${build_flags[@]}" >"$work/transcripts-accepted.log" 2>&1; then
  cat "$work/transcripts-accepted.log"
  fail "the accepted transcripts failed"
fi
stop_daemons
no_sleep_left
echo "run.sh: wrong counted snapshots under pending, failed and all: one run per assertion"
sed 's/^\( *\)call 2$/\1call 9/' "$tests" >"$work/tests.swift" && mv "$work/tests.swift" "$tests"
sed 's/"Building greet now"/"Building greet again"/' Sources/greet/main.swift >"$work/main.swift"
mv "$work/main.swift" Sources/greet/main.swift
for mode in pending failed all; do
  reset_counts
  skip=(); [ "$mode" = failed ] && skip=(--skip-build)
  if SNAPSHOT_TESTING_RECORD=$mode swift test "${build_flags[@]}" "${skip[@]}" \
    --filter 'countedRuns|buildsWithVaryingLines' \
    >"$work/transcripts-counted-$mode.log" 2>&1; then
    cat "$work/transcripts-counted-$mode.log"
    fail "the $mode run passed with wrong counted snapshots"
  fi
  check_counts "the $mode run of wrong snapshots"
  if [ "$mode" = failed ]; then
    [ "$(grep -c '^ *call [12]$' "$tests")" = 4 ] && ! grep -q '^ *call 9$' "$tests" \
      || { cat "$tests"; fail "the failed run did not record what it compared (call 1, call 2)"; }
    grep -qF 'Building greet again' "$tests" \
      || { cat "$tests"; fail "the failed run did not record the changed line"; }
    wildcards_kept "the failed run"
  fi
done
wildcards_kept "the all run"
swift test "${build_flags[@]}" --skip-build --filter buildsWithVaryingLines \
  >"$work/transcripts-wildcards.log" 2>&1 \
  || { cat "$work/transcripts-wildcards.log"; fail "the recorded wildcards do not pass"; }
echo "run.sh: transcripts recorded, re-run, failed with a difference, reviewed and accepted;"
echo "run.sh: wildcards matched, kept by review and by recording, output escaped"
