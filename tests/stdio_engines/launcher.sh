#!/usr/bin/env bash
# A launcher script, as engines are often started: it starts a background helper that outlives nothing on
# its own, then runs the engine as its child (not exec). Ending only this script's process would leave both.
# Usage: launcher.sh ENGINE_SCRIPT [ARGS...]
here="$(cd "$(dirname "$0")" && pwd)"
sleep 100000 &
"${PYTHON:-python3}" "$here/$1" "${@:2}"
