#!/usr/bin/env bash
# End-to-end check of the pending mode where no Package.swift is above the test file, as in an
# Xcode project (Package.swift says how the fixture compiles such a file with SwiftPM):
#   1. `swift test` with SNAPSHOT_TESTING_RECORD=pending: must fail, say the snapshots were
#      saved for review, write no source file, and save one batch in the git repository's
#      .build/verbatim/pending;
#   2. verbatim-snapshots, run from the project folder with nothing to tell it where the store
#      is, lists the snapshots and accepts them: the file becomes exactly Expected/;
#   3. the same run outside any git repository: must fail without saying "saved", and say why
#      and what to do; nothing is written.
# KEEP_WORK=1 keeps the temporary folder and its logs; WORK=<that folder> reuses it, and its
# build.
set -euo pipefail
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR

here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../scratch-package.sh"

# The project: a git repository holding the test file, its #sourceLocation naming its path.
make_project() {
  project="$work/Project"
  mkdir -p "$project/AppTests" Tests
  git -C "$project" init --quiet
  sed "s|@PROJECT@|$project|" "$here/Project/AppTests/GreetingTests.swift" \
    >"$project/AppTests/GreetingTests.swift"
  sed "s|@PROJECT@|$project|" "$here/Expected/GreetingTests.swift" >"$work/expected.swift"
  cp "$project/AppTests/GreetingTests.swift" "$work/original.swift"
  ln -sfn "$project/AppTests" Tests/ProjectTests
}
scratch_package "$here" xcode-project-e2e make_project
project="$work/Project"
file="$project/AppTests/GreetingTests.swift"

echo "run.sh: pending run of a test file with no Package.swift above it (expected to fail)"
if SNAPSHOT_TESTING_RECORD=pending swift test --skip-build >"$work/pending.log" 2>&1; then
  cat "$work/pending.log"
  fail "the pending run passed, but it has a missing and a wrong snapshot"
fi
grep -q "Saved for review" "$work/pending.log" \
  || { cat "$work/pending.log"; fail "the pending run did not save the snapshots for review"; }
grep -q "2 snapshots pending review in $project/.build/verbatim/pending" "$work/pending.log" \
  || { cat "$work/pending.log"; fail "the batch was not saved in the git repository's store"; }
cmp -s "$file" "$work/original.swift" || fail "the pending run wrote the test file"

echo "run.sh: verbatim-snapshots, run from the project folder, lists and accepts"
tool() { (cd "$project" && swift run --package-path "$work/fixture" verbatim-snapshots "$@"); }
tool list >"$work/list.log" 2>"$work/tool-build.log" \
  || { cat "$work/tool-build.log" "$work/list.log"; fail "verbatim-snapshots list failed"; }
[ "$(grep -c "AppTests/GreetingTests.swift:" "$work/list.log")" -eq 2 ] \
  || { cat "$work/list.log"; fail "the tool did not list the two snapshots by their paths"; }
tool accept >"$work/accept.log" 2>&1 || { cat "$work/accept.log"; fail "accept failed"; }
if ! cmp -s "$file" "$work/expected.swift"; then
  diff -u "$work/expected.swift" "$file" || true
  fail "accept did not write exactly Expected/GreetingTests.swift"
fi

echo "run.sh: pending run outside any git repository (nothing may be announced as saved)"
cp "$work/original.swift" "$file"
touch -r "$work/original.swift" "$file"
rm -rf "$project/.git" "$project/.build"
if SNAPSHOT_TESTING_RECORD=pending swift test --skip-build >"$work/outside.log" 2>&1; then
  cat "$work/outside.log"
  fail "the pending run outside a repository passed"
fi
if grep -q "Saved for review\|pending review in" "$work/outside.log"; then
  cat "$work/outside.log"
  fail "a snapshot that cannot be reviewed was announced as saved"
fi
grep -q "Could not save the snapshot for review: no Package.swift or git repository holds" \
  "$work/outside.log" || { cat "$work/outside.log"; fail "the failure did not say why"; }
cmp -s "$file" "$work/original.swift" || fail "the run outside a repository wrote the test file"
echo "run.sh: OK"
