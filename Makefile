# HypnoNerd: a UIKit-style toolkit on SDL2 with a CPU compositor, and its demo app.
# `make run` and `make test` install the Debian packages they need first (quietly when present).

SWIFT        ?= swift
CONFIG       ?= release
BUILD_FLAGS  := -c $(CONFIG)
DEB_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev pkg-config fonts-dejavu-core fonts-wqy-microhei
DEMO_OUT     ?= demo-out
BIN           = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/HypnoNerd
FUZZ_BIN      = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/HypnoFuzz
SEED         ?= $(shell date +%s)
EVENTS       ?= 100000
SIZE         ?= 390x844
FUZZ_OUT     ?= fuzz-out
MINUTES      ?= 10

.PHONY: all deps build run demo test bench bench-layout fuzz soak clean assets

all: build

## deps: install the missing Debian packages (apt-get as root, sudo otherwise).
deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null || exit 1; \
	fi; \
	pkg-config --exists sdl2 SDL2_ttf SDL2_image || { echo "pkg-config cannot find SDL2, SDL2_ttf or SDL2_image"; exit 1; }

build: deps
	$(SWIFT) build $(BUILD_FLAGS) --product HypnoNerd

## run: the app in a window; with no display, the headless demo tour instead.
run: build
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "No display (DISPLAY and WAYLAND_DISPLAY are unset): running the headless demo tour instead."; \
	  $(MAKE) --no-print-directory demo; \
	else \
	  "$(BIN)" $(ARGS); \
	fi

## demo: the bundled tour through every scene, headless; screenshots land in $(DEMO_OUT)/.
demo: build
	@rm -rf "$(DEMO_OUT)"
	"$(BIN)" --headless --script Assets/demo-tour.txt --out "$(DEMO_OUT)"
	@echo "Demo screenshots and dumps are in $(abspath $(DEMO_OUT))/"

## assets: redraw the app's PNG assets (Assets/*.png) with the framework's own renderer.
assets: deps
	$(SWIFT) build $(BUILD_FLAGS) --product AssetGenerator
	"$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/AssetGenerator" Assets

## test: every test, headless, in release mode (pixel-heavy tests need optimised code).
test: deps
	$(SWIFT) build $(BUILD_FLAGS) --product HypnoNerd
	$(SWIFT) test $(BUILD_FLAGS)

## bench: compositor figures (release, one core, headless), then refbench (cairo + pixman) in the same run.
REFBENCH_DIR ?= ../shared/reference
bench: deps
	$(SWIFT) build $(BUILD_FLAGS) --product HypnoBench
	@echo "# HypnoBench (median ms per frame)"
	taskset -c 0 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/HypnoBench" $(BENCH_ARGS)
	@if [ -f "$(REFBENCH_DIR)/refbench.c" ] && pkg-config --exists cairo pixman-1; then \
	  mkdir -p .build && gcc -O2 -march=native -Wall -o .build/refbench "$(REFBENCH_DIR)/refbench.c" \
	    $$(pkg-config --cflags --libs cairo pixman-1) -lm && \
	  echo "# refbench (cairo + pixman, median ms per frame)" && taskset -c 0 .build/refbench 300 --no-png --all; \
	else echo "# refbench skipped: $(REFBENCH_DIR)/refbench.c or cairo/pixman dev packages missing"; fi
	@$(MAKE) --no-print-directory bench-layout

## bench-layout: the constraint solver on a form of N rows (LAYOUT_ROWS), then kiwisolver (PyPI, in a
## virtual environment under .build) on the same system for the sizes it can do in reasonable time.
LAYOUT_ROWS ?= 100 1000 10000
KIWI_ROWS   ?= 100 1000
KIWI_VENV   ?= .build/kiwi-venv
bench-layout:
	$(SWIFT) build $(BUILD_FLAGS) --product LayoutBench
	@echo "# LayoutBench (LayoutSolver, ms)"
	taskset -c 0 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/LayoutBench" $(LAYOUT_ROWS)
	@if [ ! -x "$(KIWI_VENV)/bin/python" ] || ! "$(KIWI_VENV)/bin/python" -c "import kiwisolver" 2>/dev/null; then \
	  python3 -m venv "$(KIWI_VENV)" && "$(KIWI_VENV)/bin/pip" install -q kiwisolver || true; \
	fi; \
	if "$(KIWI_VENV)/bin/python" -c "import kiwisolver" 2>/dev/null; then \
	  echo "# kiwisolver $$("$(KIWI_VENV)/bin/python" -c 'import kiwisolver; print(kiwisolver.__version__)') (same system, ms)"; \
	  taskset -c 0 "$(KIWI_VENV)/bin/python" Sources/LayoutBench/kiwi_form.py $(KIWI_ROWS); \
	else echo "# kiwisolver skipped: pip could not install it"; fi

## fuzz: random input streams through SDL against the app, invariants after every event (SEED, EVENTS, SIZE);
## a failure prints the seed and the shortest event list that reproduces it (saved in $(FUZZ_OUT)/).
fuzz: deps
	$(SWIFT) build $(BUILD_FLAGS) --product HypnoFuzz
	"$(FUZZ_BIN)" --seed $(SEED) --events $(EVENTS) --size $(SIZE) --out "$(FUZZ_OUT)" $(if $(REPLAY),--replay "$(REPLAY)",)

## soak: the demo tour in a loop for $(MINUTES) minutes, headless, printing resident memory (VmRSS).
soak: deps
	$(SWIFT) build $(BUILD_FLAGS) --product HypnoFuzz
	"$(FUZZ_BIN)" soak --minutes $(MINUTES) --script Assets/demo-tour.txt

clean:
	rm -rf .build "$(DEMO_OUT)" "$(FUZZ_OUT)"
