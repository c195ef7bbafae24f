# Sourced by the end-to-end fixtures' run.sh scripts: `scratch_package` copies the fixture
# package beside a link to this checkout, enters the copy and builds it once. It sets `work`,
# the temporary folder, removed at exit unless KEEP_WORK=1; WORK=<such a folder> reuses one,
# and its build, even one of another fixture (whose dependencies are then built already).
# A third argument names a function to run in the copy before the build.
# VERBATIM_CHECKOUT=<folder> links another checkout (the code before a fix).
# BUILD_SYSTEM=swiftbuild builds and tests with Swift Build, CONFIGURATION=release in release:
# every `swift build`, `test` and `run` of a fixture passes "${build_flags[@]}".

build_flags=()
if [ -n "${BUILD_SYSTEM:-}" ]; then build_flags+=(--build-system "$BUILD_SYSTEM"); fi
if [ -n "${CONFIGURATION:-}" ]; then build_flags+=(--configuration "$CONFIGURATION"); fi

fail() {
  echo "run.sh: $*" >&2
  exit 1
}

# scratch_package FIXTURE_FOLDER NAME [PREPARE]
scratch_package() {
  local fixture="$1" name="$2" prepare="${3:-}" root
  root="$(cd "${VERBATIM_CHECKOUT:-$fixture/../..}" && pwd)"
  if [ -n "${WORK:-}" ]; then
    work="$WORK"
    KEEP_WORK=1
  else
    work="$(mktemp -d "${TMPDIR:-/tmp}/$name.XXXXXX")"
  fi
  trap '[ -n "${KEEP_WORK:-}" ] || rm -rf "$work"' EXIT
  # A folder reused from another fixture keeps its build (the dependencies), not its code.
  rm -rf "$work/fixture/Tests" "$work/fixture/Sources"
  mkdir -p "$work/fixture"
  cp -R "$fixture/Package.swift" "$work/fixture/"
  if [ -d "$fixture/Tests" ]; then cp -R "$fixture/Tests" "$work/fixture/"; fi
  if [ -d "$fixture/Sources" ]; then cp -R "$fixture/Sources" "$work/fixture/"; fi
  # The package is referenced as "Verbatim" whatever the checkout's folder is called.
  ln -sfn "$root" "$work/Verbatim"
  cd "$work/fixture"
  if [ -n "$prepare" ]; then "$prepare"; fi
  echo "run.sh: building the fixture package in $work"
  swift build "${build_flags[@]}" --build-tests >"$work/build.log" 2>&1 \
    || { cat "$work/build.log"; fail "build failed"; }
}
