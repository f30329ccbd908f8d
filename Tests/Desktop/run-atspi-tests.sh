#!/bin/sh
# Desktop accessibility tests (README: Accessibility): HypnoNerd in a window under Xvfb, a private session bus
# with the AT-SPI registry (dbus-run-session; org.a11y.Bus is activated from at-spi2-core's service file), and
# pyatspi as the client (Tests/Desktop/atspi_client_test.py). Bounded in time; the app, Xvfb and the bus are
# always ended. Exit status: 0 passed or skipped (the reason is printed), 1 failed.
#   usage: Tests/Desktop/run-atspi-tests.sh PATH/TO/HypnoNerd
set -u
BIN="${1:?usage: run-atspi-tests.sh PATH/TO/HypnoNerd}"
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=/usr/bin/python3

skip() { echo "desktop accessibility tests SKIPPED: $1"; exit 0; }
[ -x "$BIN" ] || skip "$BIN is not built"
command -v dbus-run-session >/dev/null 2>&1 || skip "dbus-run-session missing (Debian package dbus)"
command -v Xvfb >/dev/null 2>&1 || skip "Xvfb missing (Debian package xvfb)"
[ -x /usr/libexec/at-spi-bus-launcher ] || skip "at-spi-bus-launcher missing (Debian package at-spi2-core)"
"$PY" -c "import pyatspi" 2>/dev/null || skip "pyatspi missing (Debian package python3-pyatspi)"

if [ "${ATSPI_TEST_INSIDE:-}" != 1 ]; then
    # Re-run inside a private session bus; 120 s at most for everything. The inner run writes its verdict to
    # a file (the pipe that filters dbus-daemon's noise would hide its exit status).
    STATUS_FILE="$(mktemp)"
    ATSPI_TEST_INSIDE=1 ATSPI_STATUS_FILE="$STATUS_FILE" timeout -k 5 120 dbus-run-session -- "$0" "$BIN" 2>&1 \
        | grep -v -e "Failed to set fd limit" -e "Activating service" -e "Successfully activated" \
                  -e "SpiRegistry daemon is running" -e "Error in GetItems" -e '^$'
    # (libatspi first asks for org.a11y.atspi.Cache, which the bridge leaves out on purpose: without it clients
    # ask the app live rather than trusting a cache the app would have to keep in sync.)
    verdict="$(cat "$STATUS_FILE" 2>/dev/null)"
    rm -f "$STATUS_FILE"
    case "$verdict" in
        passed) exit 0 ;;
        "") echo "desktop accessibility tests FAILED: the run did not finish (timed out or crashed)"; exit 1 ;;
        *) exit 1 ;;
    esac
fi

WORK="$(mktemp -d)"
LOG="$WORK/app.log"
APP_PID=""; X_PID=""
cleanup() {
    [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null
    [ -n "$X_PID" ] && kill "$X_PID" 2>/dev/null
    sleep 0.2
    [ -n "$APP_PID" ] && kill -9 "$APP_PID" 2>/dev/null
    [ -n "$X_PID" ] && kill -9 "$X_PID" 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

# A free display number.
D=90
while [ -e "/tmp/.X11-unix/X$D" ] || [ -e "/tmp/.X$D-lock" ]; do D=$((D + 1)); done
Xvfb ":$D" -screen 0 1024x900x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
X_PID=$!
i=0; while [ ! -e "/tmp/.X11-unix/X$D" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
[ -e "/tmp/.X11-unix/X$D" ] || { echo "desktop accessibility tests FAILED: Xvfb did not start"; cat "$WORK/xvfb.log"; echo failed > "$ATSPI_STATUS_FILE"; exit 1; }

# No session bus: one log line, and the app runs as before.
env -u DBUS_SESSION_BUS_ADDRESS -u AT_SPI_BUS_ADDRESS DISPLAY=":$D" SDL_AUDIODRIVER=dummy "$BIN" --size 390x844 \
    >"$WORK/nobus.log" 2>&1 &
APP_PID=$!
i=0; while ! grep -q "Accessibility: " "$WORK/nobus.log" 2>/dev/null && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
sleep 0.5
if kill -0 "$APP_PID" 2>/dev/null && [ "$(grep -c "Accessibility: " "$WORK/nobus.log")" = 1 ] \
   && grep -q "Accessibility: screen readers cannot see the app (no D-Bus session bus" "$WORK/nobus.log"; then
    echo "PASS without a session bus the app logs one line and keeps running"
else
    echo "FAIL without a session bus the app logs one line and keeps running:"; cat "$WORK/nobus.log"; NOBUS_FAILED=1
fi
kill "$APP_PID" 2>/dev/null; wait "$APP_PID" 2>/dev/null; APP_PID=""

DISPLAY=":$D" SDL_AUDIODRIVER=dummy "$BIN" --size 390x844 --no-onscreen-keyboard >"$LOG" 2>&1 &
APP_PID=$!
i=0; while ! grep -q "Accessibility: " "$LOG" 2>/dev/null && [ $i -lt 150 ]; do sleep 0.1; i=$((i + 1)); done

HYPNONERD_LOG="$LOG" timeout -k 2 90 "$PY" "$HERE/atspi_client_test.py"
status=$?
[ "${NOBUS_FAILED:-0}" = 1 ] && status=1

# The accessibility bus going away (its launcher ends): one log line, and the app keeps running.
LAUNCHER="$(dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.GetConnectionUnixProcessID string:org.a11y.Bus 2>/dev/null | awk '/uint32/ {print $2}')"
if [ -n "$LAUNCHER" ]; then
    kill "$LAUNCHER" 2>/dev/null
    i=0; while ! grep -q "screen readers no longer see the app" "$LOG" && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
    sleep 0.3
    if kill -0 "$APP_PID" 2>/dev/null && [ "$(grep -c "screen readers no longer see the app" "$LOG")" = 1 ]; then
        echo "PASS when the accessibility bus goes away the app logs one line and keeps running"
    else
        echo "FAIL when the accessibility bus goes away the app logs one line and keeps running"; status=1
    fi
else
    echo "FAIL could not find the accessibility bus launcher"; status=1
fi
if [ $status -ne 0 ]; then
    echo "--- app log (last 40 lines) ---"; tail -40 "$LOG"
    echo "desktop accessibility tests FAILED"
    echo failed > "$ATSPI_STATUS_FILE"
    exit 1
fi
echo "desktop accessibility tests passed"
echo passed > "$ATSPI_STATUS_FILE"
