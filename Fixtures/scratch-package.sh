# Sourced by the end-to-end fixtures' run.sh scripts: `scratch_package` copies the fixture
# package beside a link to this checkout, enters the copy and builds it once. It sets `work`,
# the temporary folder, removed at exit unless KEEP_WORK=1; WORK=<such a folder> reuses one,
# and its build. A third argument names a function to run in the copy before the build.

fail() {
  echo "run.sh: $*" >&2
  exit 1
}

# scratch_package FIXTURE_FOLDER NAME [PREPARE]
scratch_package() {
  local fixture="$1" name="$2" prepare="${3:-}" root
  root="$(cd "$fixture/../.." && pwd)"
  if [ -n "${WORK:-}" ]; then
    work="$WORK"
    KEEP_WORK=1
  else
    work="$(mktemp -d "${TMPDIR:-/tmp}/$name.XXXXXX")"
  fi
  trap '[ -n "${KEEP_WORK:-}" ] || rm -rf "$work"' EXIT
  mkdir -p "$work/fixture"
  cp -R "$fixture/Package.swift" "$work/fixture/"
  if [ -d "$fixture/Tests" ]; then cp -R "$fixture/Tests" "$work/fixture/"; fi
  # The package is referenced as "Verbatim" whatever the checkout's folder is called.
  ln -sfn "$root" "$work/Verbatim"
  cd "$work/fixture"
  if [ -n "$prepare" ]; then "$prepare"; fi
  echo "run.sh: building the fixture package in $work"
  swift build --build-tests >"$work/build.log" 2>&1 || { cat "$work/build.log"; fail "build failed"; }
}
