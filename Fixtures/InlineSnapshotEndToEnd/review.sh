#!/usr/bin/env bash
# Step 6 of run.sh: the review tool on the pending store that step 4 saved, in the fixture
# package run.sh built. Usage: review.sh WORK (run.sh's temporary folder, holding fixture/,
# original/ with the test files as they were run, pending-store/ and the attachments/ that
# step 4 saved).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../scratch-package.sh"
work="$1"
cd "$work/fixture"
tests="Tests/EndToEndTests"
store=".build/verbatim/pending"

fail() {
  echo "review.sh: $*" >&2
  exit 1
}

# The test files as they were run, and the store as the run left it.
reset() {
  cp "$work/original/"*.swift "$tests/"
  rm -rf "$store"
  cp -R "$work/pending-store" "$store"
}

same_as_expected() {
  for expected in "$here"/Expected/*.swift; do
    name="$(basename "$expected")"
    if ! cmp -s "$expected" "$tests/$name"; then
      diff -u "$expected" "$tests/$name" || true
      fail "$name after $1 differs from Expected/$name"
    fi
  done
}

echo "review.sh: building verbatim-snapshots and listing with swift run"
reset
swift run "${build_flags[@]}" verbatim-snapshots list >"$work/list.log" 2>"$work/list-build.log" \
  || { cat "$work/list-build.log" "$work/list.log"; fail "swift run verbatim-snapshots list failed"; }
tool="$(swift build "${build_flags[@]}" --show-bin-path)/verbatim-snapshots"
grep -q "^Tests/EndToEndTests/GreetingTests.swift:16 missingSnapshot() new snapshot$" "$work/list.log" \
  || { cat "$work/list.log"; fail "list did not show the missing snapshot of GreetingTests"; }
grep -q "^Tests/EndToEndTests/QueryTests.swift:7 (results) bothClosuresMissing() new snapshot$" "$work/list.log" \
  || { cat "$work/list.log"; fail "list did not show the second closure of assertQuery"; }
[ "$(wc -l <"$work/list.log")" -eq 11 ] || { cat "$work/list.log"; fail "list did not show 11 snapshots"; }
"$tool" list --json | python3 -c 'import json,sys; [json.loads(l) for l in sys.stdin]' \
  || fail "list --json did not print one JSON object per line"

echo "review.sh: review without a terminal"
status=0
"$tool" review </dev/null >"$work/review-no-tty.log" 2>&1 || status=$?
[ "$status" -eq 2 ] || { cat "$work/review-no-tty.log"; fail "review without a terminal exited $status, not 2"; }
grep -q "needs a terminal" "$work/review-no-tty.log" || fail "review without a terminal did not explain"

echo "review.sh: export --patch, then accept"
"$tool" export --patch "$work/snapshots.patch"
for file in "$work/original/"*.swift; do
  cmp -s "$file" "$tests/$(basename "$file")" || fail "export rewrote $(basename "$file")"
done
"$tool" accept >"$work/accept.log" 2>&1 || { cat "$work/accept.log"; fail "accept failed"; }
same_as_expected "accept"
[ -z "$(find "$store" -name '*.json' 2>/dev/null)" ] || fail "accept left entries in the store"

echo "review.sh: the patch applies with git apply and equals what accept wrote"
reset
mkdir -p "$work/repository"
cp -R Tests "$work/repository/"
git init --quiet "$work/repository"
(cd "$work/repository" && git apply --whitespace=nowarn "$work/snapshots.patch") \
  || { cat "$work/snapshots.patch"; fail "git apply refused the exported patch"; }
for expected in "$here"/Expected/*.swift; do
  cmp -s "$expected" "$work/repository/$tests/$(basename "$expected")" \
    || fail "$(basename "$expected") patched differs from what accept wrote"
done

echo "review.sh: each pending.patch Swift Testing attached applies and is its call's exported patch"
reset
attached=("$work/attachments/"pending*.patch)
rm -rf "$work/attached"
mkdir -p "$work/attached"
cp -R Tests "$work/attached/"
git init --quiet "$work/attached"
for patch in "${attached[@]}"; do
  (cd "$work/attached" && git apply --check --whitespace=nowarn "$patch") \
    || { cat "$patch"; fail "git apply refused the attached $(basename "$patch")"; }
done
for call in GreetingTests.swift:16 GreetingTests.swift:20 GreetingTests.swift:38 \
  QueryTests.swift:7 QueryTests.swift:11 QueryTests.swift:23; do
  "$tool" export --patch "$work/call.patch" "$call"
  found=""
  for patch in "${attached[@]}"; do cmp -s "$patch" "$work/call.patch" && found=1; done
  [ -n "$found" ] || { cat "$work/call.patch"; fail "no attached patch equals the exported one of $call"; }
done

echo "review.sh: reject"
reset
"$tool" reject >"$work/reject.log" 2>&1 || { cat "$work/reject.log"; fail "reject failed"; }
for file in "$work/original/"*.swift; do
  cmp -s "$file" "$tests/$(basename "$file")" || fail "reject changed $(basename "$file")"
done
[ -z "$("$tool" list)" ] || fail "reject left snapshots pending"
[ -z "$(find "$store" -name '*.json' 2>/dev/null)" ] || fail "reject left batches in the store"

echo "review.sh: lines inserted above calls, an edited snapshot and a deleted call"
reset
{ printf '// Two lines inserted after the run.\n\n'; cat "$work/original/GreetingTests.swift"; } \
  >"$tests/GreetingTests.swift"
# perl and sed -i.bak: the same on Linux and macOS (BSD sed has no \t, and -i needs a suffix).
perl -pi -e 's/^\t\t\t41$/\t\t\t40/' "$tests/QueryTests.swift"
sed -i.bak '/assertInlineSnapshot(of: greet("XCTest"), as: .lines)/d' "$tests/GreetingXCTests.swift" \
  && rm -f "$tests/GreetingXCTests.swift.bak"
cp "$tests/QueryTests.swift" "$tests/GreetingXCTests.swift" "$work/"
status=0
"$tool" accept >"$work/accept-moved.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || { cat "$work/accept-moved.log"; fail "accept of stale entries exited $status, not 1"; }
{ printf '// Two lines inserted after the run.\n\n'; cat "$here/Expected/GreetingTests.swift"; } \
  | cmp -s - "$tests/GreetingTests.swift" \
  || { diff -u "$here/Expected/GreetingTests.swift" "$tests/GreetingTests.swift"; fail "snapshots did not follow their calls down two lines"; }
grep -q "Refused Tests/EndToEndTests/QueryTests.swift:11 (results): the call changed since the run" \
  "$work/accept-moved.log" || { cat "$work/accept-moved.log"; fail "the edited snapshot was not refused with its reason"; }
grep -q "Refused Tests/EndToEndTests/GreetingXCTests.swift:8: the call changed since the run" \
  "$work/accept-moved.log" || { cat "$work/accept-moved.log"; fail "the deleted call was not refused with its reason"; }
cmp -s "$work/GreetingXCTests.swift" "$tests/GreetingXCTests.swift" || fail "GreetingXCTests.swift was written into"
grep -q "cannot apply" <("$tool" list) || fail "refused snapshots did not stay listed"

# Runs a command line in a pseudo-terminal: util-linux's script, or the BSD one on macOS.
in_terminal() {
  if [ "$(uname)" = Darwin ]; then
    script -q /dev/null bash -c "$1"
  else
    script -qefc "$1" /dev/null
  fi
}

echo "review.sh: review in a pseudo-terminal (accept, skip, reject, quit)"
reset
printf 'asrq' | in_terminal "NO_COLOR=1 '$tool' review" >"$work/review.log" 2>&1 \
  || { cat "$work/review.log"; fail "review in a pseudo-terminal failed"; }
grep -q "Reviewing 1 of 11 · Tests/EndToEndTests/GreetingTests.swift:16 · missingSnapshot() · new snapshot" \
  "$work/review.log" || { cat "$work/review.log"; fail "review did not show the first snapshot"; }
grep -q "Accepted 1, rejected 1, skipped 1, 8 not reviewed." "$work/review.log" \
  || { cat "$work/review.log"; fail "review did not tally accept, reject, skip and quit"; }
[ "$("$tool" list | wc -l)" -eq 9 ] || fail "after review, not 9 snapshots pending"
grep -q 'Hello, Blob!' "$tests/GreetingTests.swift" || fail "review did not write the accepted snapshot"
cmp -s "$work/original/GreetingXCTests.swift" "$tests/GreetingXCTests.swift" \
  || fail "review wrote into a file it did not reach"

echo "review.sh: colours on a terminal only, never with NO_COLOR"
! grep -q $'\e\\[' "$work/review.log" || fail "review printed colours with NO_COLOR set"
printf 'q' | in_terminal "env -u NO_COLOR '$tool' review" >"$work/review-colour.log" 2>&1 \
  || { cat "$work/review-colour.log"; fail "review in a pseudo-terminal failed"; }
grep -q $'\e\\[1mReviewing 1 of 9' "$work/review-colour.log" \
  || { cat -v "$work/review-colour.log"; fail "review on a terminal did not colour its output"; }
! "$tool" list | grep -q $'\e' || fail "list colours output that is not a terminal"
echo "review.sh: two CI jobs' bundles: agreeing ones merge and their patch applies"
reset
"$tool" export --bundle "$work/linux.json" --job linux
VERBATIM_JOB=macos "$tool" export --bundle "$work/macos.json"
jobs=(--from "$work/linux.json" --from "$work/macos.json")
"$tool" list "${jobs[@]}" >"$work/jobs-list.log"
[ "$(grep -c '\[jobs agree: linux, macos\]$' "$work/jobs-list.log")" -eq 11 ] \
  || { cat "$work/jobs-list.log"; fail "the two jobs' bundles did not merge into 11 agreed snapshots"; }
"$tool" export --patch "$work/jobs.patch" "${jobs[@]}"
rm -rf "$work/jobs-repository"
mkdir -p "$work/jobs-repository"
cp -R "$work/original" "$work/jobs-repository/original"
mkdir -p "$work/jobs-repository/$tests"
cp "$work/original/"*.swift "$work/jobs-repository/$tests/"
git init --quiet "$work/jobs-repository"
(cd "$work/jobs-repository" && git apply --whitespace=nowarn "$work/jobs.patch") \
  || { cat "$work/jobs.patch"; fail "git apply refused the agreeing jobs' patch"; }
for expected in "$here"/Expected/*.swift; do
  cmp -s "$expected" "$work/jobs-repository/$tests/$(basename "$expected")" \
    || fail "$(basename "$expected") patched from the jobs' bundles differs from Expected"
done

echo "review.sh: two CI jobs' bundles that disagree: no patch, accept refuses, --prefer picks"
# As on another machine: the entries' ids are its own, and one greeting differs.
python3 - "$work/macos.json" <<'PY'
import json, sys, uuid
bundle = json.load(open(sys.argv[1]))
for batch in bundle["batches"]:
    for entry in batch["entries"]:
        entry["id"] = str(uuid.uuid4()).upper()
        if entry.get("new") and "Hello, Blob!" in entry["new"]:
            entry["new"] = entry["new"].replace("Hello, Blob!", "Hello, Blob?")
json.dump(bundle, open(sys.argv[1], "w"))
PY
status=0
"$tool" export --patch "$work/disagreeing.patch" "${jobs[@]}" 2>"$work/jobs-patch.log" || status=$?
[ "$status" -eq 1 ] || { cat "$work/jobs-patch.log"; fail "export --patch of disagreeing jobs exited $status, not 1"; }
[ ! -e "$work/disagreeing.patch" ] || fail "export --patch wrote a patch of disagreeing jobs"
grep -q "jobs disagree: linux wrote this text, macos another" "$work/jobs-patch.log" \
  || { cat "$work/jobs-patch.log"; fail "export --patch did not name the disagreeing jobs"; }
status=0
"$tool" accept "${jobs[@]}" >"$work/jobs-accept.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || { cat "$work/jobs-accept.log"; fail "accept of disagreeing jobs exited $status, not 1"; }
grep -q "pick one with 'review', or with --prefer JOB" "$work/jobs-accept.log" \
  || { cat "$work/jobs-accept.log"; fail "accept did not say how to pick"; }
! grep -q 'Hello, Blob[!?]' "$tests/GreetingTests.swift" || fail "accept picked a job's text"
"$tool" accept "${jobs[@]}" --prefer macos >"$work/jobs-prefer.log" 2>&1 \
  || { cat "$work/jobs-prefer.log"; fail "accept --prefer macos failed"; }
grep -q 'Hello, Blob?' "$tests/GreetingTests.swift" || fail "accept --prefer macos did not write macos's text"
[ -z "$("$tool" list "${jobs[@]}")" ] || fail "accept --prefer left snapshots pending"

echo "review.sh: OK"
