#!/usr/bin/env bash
# End-to-end check that recording never writes a snapshot into a call that did not run, when
# the test file's text is not the one the test binary was compiled from:
#   1. put back after the build (unless SKIP_REVERTS=1): a test run records one call, a test is
#      added above the others and built, then the file is put back to the recorded text by an
#      editor's undo saved in place, `git stash`, or `git checkout -- FILE`; a recording run
#      must leave it as it was put back;
#   2. saved during the build: for each delay in DELAYS (seconds after the file's compile wrote
#      its diagnostics), the file's first test is deleted while the build goes on to link, as
#      an editor's save during a build; a recording run must leave the file as saved. A trial
#      whose save came after the link is reported, and at least one must come before it.
#      Step 2 runs the tests in place, from the build folder moved elsewhere ("moved"), and from
#      a copy of the test binary alone ("copied"), which no build record is found beside, as
#      for a build system InlineSnapshot does not read.
# BUILD_SYSTEM=swiftbuild builds with Swift Build; DELAYS="0 0.3 1" and PLACEMENTS="in-place
# moved copied" choose the trials; KEEP_WORK=1 keeps the temporary folder and its logs.
set -euo pipefail
unset SNAPSHOT_TESTING_RECORD VERBATIM_PENDING_DIR

here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../scratch-package.sh"
placement="in-place"
scratch_package "$here" save-during-build-e2e
file="Tests/RaceTests/RaceTests.swift"
cp "$file" "$work/original.swift"
# The first test (its three lines and the blank line after them) deleted.
sed '7,10d' "$work/original.swift" >"$work/edited.swift"
grep -q "func testUser" "$work/edited.swift" && fail "edited.swift still holds testUser"

mtime() { python3 -c 'import os, sys; print(os.stat(sys.argv[1]).st_mtime_ns)' "$1"; }

bin="$(swift build "${build_flags[@]}" --show-bin-path)"
if [ -z "${BUILD_SYSTEM:-}" ] || [ "$BUILD_SYSTEM" = native ]; then
  binary="$bin/SaveDuringBuildEndToEndPackageTests.xctest"
else
  binary="$bin/RaceTests-test-runner"
fi
[ -x "$binary" ] || fail "no test binary at $binary"
# On macOS the bundle's executable is what the link writes.
[ ! -d "$binary" ] || binary="$binary/Contents/MacOS/$(basename "$binary" .xctest)"
build="$(cd .build && pwd -P)"
binary="$(cd "$(dirname "$binary")" && pwd -P)/$(basename "$binary")"
diagnostics="$(find "$build" -name RaceTests.dia | head -n 1)"
[ -n "$diagnostics" ] || fail "no RaceTests.dia under .build"

# Runs the tests with recording on, into LOG, from where $placement says.
record() {
  local log="$1"
  shift
  if [ "$placement" = moved ]; then
    mv .build "$work/moved-build"
    (cd "$work" && SNAPSHOT_TESTING_RECORD=failed "$work/moved-build/${binary#"$build"/}" "$@") \
      >"$log" 2>&1 || true
    mv "$work/moved-build" .build
  elif [ "$placement" = copied ]; then
    # Swift Build's runner loads the test target's library from its own folder.
    rm -rf "$work/copied" && mkdir "$work/copied"
    cp "$binary" "$(dirname "$binary")"/*.so "$work/copied/" 2>/dev/null || cp "$binary" "$work/copied/"
    (cd "$work" && SNAPSHOT_TESTING_RECORD=failed "$work/copied/$(basename "$binary")" "$@") \
      >"$log" 2>&1 || true
  else
    SNAPSHOT_TESTING_RECORD=failed swift test "${build_flags[@]}" --skip-build "$@" \
      >"$log" 2>&1 || true
  fi
}

# Every trial runs; the script fails at the end if one went wrong.
wrongs=0
wrong() {
  echo "run.sh: WRONG: $*" >&2
  wrongs=$((wrongs + 1))
}

build_tests() {
  swift build "${build_flags[@]}" --build-tests >"$1" 2>&1 || { cat "$1"; fail "the build failed"; }
}

if [ -z "${SKIP_REVERTS:-}" ]; then
  git init -q . && git config user.email e2e@example.com && git config user.name e2e
  echo ".build/" >.gitignore
  # A test added above the others.
  sed 's/^final class RaceTests: XCTestCase {$/&\
  func testAdded() {\
    assertInlineSnapshot(of: "added", as: .lines)\
  }\
/' "$work/original.swift" >"$work/added.swift"
  for way in undo stash checkout; do
    echo "run.sh: put back after the build by $way (must not be written)"
    cp "$work/original.swift" "$file"
    build_tests "$work/revert-$way-build.log"
    record "$work/revert-$way-record.log" --filter RaceTests.testGreeting
    grep -q '^      Hello, Blob!$' "$file" \
      || { cat "$work/revert-$way-record.log"; fail "testGreeting was not recorded"; }
    cp "$file" "$work/recorded.swift"
    git add -A . >/dev/null && git commit -q --allow-empty -m "recorded ($way)"
    cp "$work/added.swift" "$file"
    build_tests "$work/revert-$way-added-build.log"
    case "$way" in
      undo) cat "$work/recorded.swift" >"$file" ;;
      stash) git stash -q ;;
      checkout) git checkout -- "$file" ;;
    esac
    record "$work/revert-$way.log"
    if ! cmp -s "$file" "$work/recorded.swift"; then
      diff -u "$work/recorded.swift" "$file" || true
      wrong "after $way, snapshots were written into a file the binary was not built from"
    elif ! grep -q "changed since the test binary was built" "$work/revert-$way.log"; then
      cat "$work/revert-$way.log"
      wrong "after $way, the run did not say why nothing was written"
    else
      echo "run.sh: $way: nothing written"
    fi
    [ "$way" != stash ] || git stash drop -q
  done
fi

raced=0
trial=0
for placement in ${PLACEMENTS:-in-place moved copied}; do
  for delay in ${DELAYS:-0 0.3 1}; do
    trial=$((trial + 1))
    # An object of its own per trial, so that the build compiles and links again.
    { cat "$work/original.swift"; echo "let raceTrial = $trial"; } >"$file"
    { cat "$work/edited.swift"; echo "let raceTrial = $trial"; } >"$work/saved.swift"
    touch "$work/marker"
    swift build "${build_flags[@]}" --build-tests >"$work/race-$trial-build.log" 2>&1 &
    pid=$!
    while [ "$(mtime "$diagnostics")" -le "$(mtime "$work/marker")" ] && kill -0 "$pid" 2>/dev/null
    do
      sleep 0.02
    done
    sleep "$delay"
    cat "$work/saved.swift" >"$file"
    wait "$pid" || { cat "$work/race-$trial-build.log"; fail "the build of trial $trial failed"; }
    # From the compile's diagnostics to the link: the window a binary's time leaves open.
    window="$(( ($(mtime "$binary") - $(mtime "$diagnostics")) / 1000000 )) ms compile to link"
    if [ "$(mtime "$file")" -lt "$(mtime "$binary")" ]; then
      when="before the link"
      raced=$((raced + 1))
    else
      when="after the link"
    fi
    record "$work/race-$trial.log"
    if ! cmp -s "$file" "$work/saved.swift"; then
      diff -u "$work/saved.swift" "$file" || true
      grep "Recorded" "$work/race-$trial.log" || true
      wrong "$placement, delay ${delay}s ($window, saved $when): snapshots went into calls that did not run"
    else
      echo "run.sh: $placement, delay ${delay}s ($window): saved $when; nothing written"
    fi
  done
done
[ "$wrongs" -eq 0 ] || fail "$wrongs trials went wrong"
[ "$raced" -gt 0 ] || fail "no save came before the link: the race was not exercised"
echo "run.sh: OK ($raced of $trial saves before the link)"
