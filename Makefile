# HypnoNerd: a UIKit-style toolkit on SDL2 with a CPU compositor, and its demo app.
# `make run` and `make test` install the Debian packages they need first (quietly when present).

SWIFT        ?= swift
CONFIG       ?= release
BUILD_FLAGS  := -c $(CONFIG)
DEB_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev pkg-config fonts-dejavu-core fonts-wqy-microhei \
                libdbus-1-dev dbus at-spi2-core python3-pyatspi xvfb
DEMO_OUT     ?= demo-out
BIN           = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/HypnoNerd
FUZZ_BIN      = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/HypnoFuzz
SEED         ?= $(shell date +%s)
EVENTS       ?= 100000
SIZE         ?= 390x844
FUZZ_OUT     ?= fuzz-out
MINUTES      ?= 10

.PHONY: all deps build run demo test test-desktop bench bench-layout bench-collection fuzz soak clean assets example docs

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
	pkg-config --exists sdl2 SDL2_ttf SDL2_image dbus-1 || { echo "pkg-config cannot find SDL2, SDL2_ttf, SDL2_image or dbus-1"; exit 1; }

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

## test: every test, headless, in release mode (pixel-heavy tests need optimised code), then the desktop
## accessibility tests (the app in a window under Xvfb, a private D-Bus session with the AT-SPI registry, pyatspi
## as the client; Tests/Desktop), which say why when they skip.
test: deps
	$(SWIFT) build $(BUILD_FLAGS) --product HypnoNerd
	@# The desktop tests first: they use the release app just built, which the testable build of
	@# `swift test` replaces (running them after would build the whole release again).
	@$(MAKE) --no-print-directory test-desktop
	$(SWIFT) test $(BUILD_FLAGS)

## test-desktop: only the desktop accessibility tests (AT-SPI through pyatspi, under Xvfb; about 5 s, 120 s at most).
test-desktop:
	$(SWIFT) build $(BUILD_FLAGS) --product HypnoNerd
	Tests/Desktop/run-atspi-tests.sh "$(BIN)"

## bench: compositor figures (release, one core, headless), then refbench (cairo + pixman) and the Blend2D/Skia
## anchors (PyPI, in a virtual environment under .build) in the same run.
## PATH_MODE=baseline|avx2 forces the pixel kernels' path (PIXELENGINE_PATH); PATH_MODE=both runs each in turn.
REFBENCH_DIR ?= ../shared/reference
ANCHORS_VENV ?= .build/anchors-venv
PATH_MODE    ?=
BENCH_PATHS   = $(if $(filter both,$(PATH_MODE)),baseline avx2,$(PATH_MODE))
bench: deps
	$(SWIFT) build $(BUILD_FLAGS) --product HypnoBench
	@echo "# HypnoBench (median ms per frame)"
	@bin="$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/HypnoBench"; \
	if [ -z "$(BENCH_PATHS)" ]; then \
	  echo "taskset -c 0 $$bin $(BENCH_ARGS)"; taskset -c 0 "$$bin" $(BENCH_ARGS) || exit 1; \
	else for p in $(BENCH_PATHS); do \
	  echo "PIXELENGINE_PATH=$$p taskset -c 0 $$bin $(BENCH_ARGS)"; PIXELENGINE_PATH=$$p taskset -c 0 "$$bin" $(BENCH_ARGS) || exit 1; \
	done; fi
	@if [ -f "$(REFBENCH_DIR)/refbench.c" ] && pkg-config --exists cairo pixman-1; then \
	  mkdir -p .build && gcc -O2 -march=native -Wall -o .build/refbench "$(REFBENCH_DIR)/refbench.c" \
	    $$(pkg-config --cflags --libs cairo pixman-1) -lm && \
	  echo "# refbench (cairo + pixman, median ms per frame)" && taskset -c 0 .build/refbench 300 --no-png --all; \
	else echo "# refbench skipped: $(REFBENCH_DIR)/refbench.c or cairo/pixman dev packages missing"; fi
	@if [ -f "$(REFBENCH_DIR)/anchors.py" ]; then \
	  if ! "$(ANCHORS_VENV)/bin/python" -c "import blend2d, skia" 2>/dev/null; then \
	    python3 -m venv "$(ANCHORS_VENV)" && "$(ANCHORS_VENV)/bin/pip" install -q numpy blend2d-python==1.0.0 skia-python==144.1 || true; \
	  fi; \
	  echo "# anchors (Blend2D and Skia on refbench's scenes, median ms per frame)"; \
	  ANCHORS_VENV="$(abspath $(ANCHORS_VENV))" taskset -c 0 python3 "$(REFBENCH_DIR)/anchors.py" 300 || true; \
	else echo "# anchors skipped: $(REFBENCH_DIR)/anchors.py missing"; fi
	@$(MAKE) --no-print-directory bench-layout
	@$(MAKE) --no-print-directory bench-collection

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

## bench-collection: a grid of COLLECTION_ITEMS items (100 x 100 cells with labels) at 1280x720 scrolled by a
## drag at 60 Hz, one core, headless: per-frame CPU ms (mean, max, p99), cells made and resident memory.
COLLECTION_ITEMS ?= 10000 100000
bench-collection:
	$(SWIFT) build $(BUILD_FLAGS) --product CollectionBench
	@echo "# CollectionBench (thread CPU ms per frame, touch to composited pixels)"
	taskset -c 0 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/CollectionBench" $(foreach n,$(COLLECTION_ITEMS),--items $(n))

## fuzz: random input streams through SDL against the app, invariants after every event (SEED, EVENTS, SIZE);
## a failure prints the seed and the shortest event list that reproduces it (saved in $(FUZZ_OUT)/).
## FUZZ_ARGS passes more options (--stats, --ignore INVARIANT).
fuzz: deps
	$(SWIFT) build $(BUILD_FLAGS) --product HypnoFuzz
	"$(FUZZ_BIN)" --seed $(SEED) --events $(EVENTS) --size $(SIZE) --out "$(FUZZ_OUT)" $(FUZZ_ARGS) $(if $(REPLAY),--replay "$(REPLAY)",)

## soak: the demo tour and the Catalog tour (every Catalog screen) in a loop for $(MINUTES) minutes, headless, printing resident memory (VmRSS).
soak: deps
	$(SWIFT) build $(BUILD_FLAGS) --product HypnoFuzz
	"$(FUZZ_BIN)" soak --minutes $(MINUTES) --script Assets/demo-tour.txt --script Assets/soak-catalog.txt

## example: Examples/$(EXAMPLE) built as a user's package builds it, depending on this repository by version:
## this checkout (HEAD plus uncommitted changes to tracked files) is pushed into a throw-away repository as tag
## 1.0.0, the example's dependency URL is mirrored to it, and the example resolves, builds and runs its app
## headless in debug (with its tests) and in release. Everything lands in $(EXAMPLE_WORK)/.
EXAMPLE      ?= Tally
EXAMPLE_WORK ?= .build/example
EXAMPLE_URL  := https://github.com/hypnonerd/HypnoNerd.git
example: deps
	@rm -rf "$(EXAMPLE_WORK)" && mkdir -p "$(EXAMPLE_WORK)"
	@set -e; work="$$(cd "$(EXAMPLE_WORK)" && pwd)"; repo="$$work/HypnoNerd.git"; app="$$work/$(EXAMPLE)"; \
	rev="$$(git stash create)"; rev="$${rev:-$$(git rev-parse HEAD)}"; \
	git init -q --bare "$$repo"; \
	git push -q "$$repo" "$$rev:refs/heads/main" "$$rev:refs/tags/1.0.0"; \
	git -C "$$repo" symbolic-ref HEAD refs/heads/main; \
	echo "# $(EXAMPLE_URL) -> $$repo, tag 1.0.0 = $$(git -C "$$repo" rev-parse --short 1.0.0)"; \
	mkdir -p "$$app" && (cd Examples/$(EXAMPLE) && tar -cf - --exclude=.build --exclude=.swiftpm --exclude=Package.resolved .) | tar -xf - -C "$$app"; \
	cd "$$app"; spm="--cache-path $$work/cache --security-path $$work/security"; \
	$(SWIFT) package config set-mirror --original "$(EXAMPLE_URL)" --mirror "file://$$repo"; \
	$(SWIFT) package $$spm resolve; \
	grep -q '"version" : "1.0.0"' Package.resolved || { echo "example: HypnoNerd did not resolve to version 1.0.0"; cat Package.resolved; exit 1; }; \
	echo "# $(EXAMPLE): debug build and tests"; \
	$(SWIFT) build $$spm; \
	$(SWIFT) test $$spm; \
	.build/debug/$(EXAMPLE) --headless --script Tests/$(EXAMPLE)Tests/Scripts/count-three.txt --out "$$work/out-debug"; \
	echo "# $(EXAMPLE): release build"; \
	$(SWIFT) build $$spm -c release; \
	.build/release/$(EXAMPLE) --headless --script Tests/$(EXAMPLE)Tests/Scripts/count-three.txt --out "$$work/out-release"; \
	echo "# $(EXAMPLE): resolved by version, built and run in debug and release; screenshots in $$work/out-*"

## docs: the API reference (DocC) of UIKit and SDLPlatform, from their `///` comments and the articles in
## Sources/<module>/<module>.docc: symbol graphs from the compiler (-emit-symbol-graph), then the toolchain's own
## `docc convert`. Static sites land in $(DOCS_OUT)/<module>/ (serve the folder, open /<module>/documentation/<module>).
DOCS_OUT     ?= docs-out
DOCS_BUILD   := .build/docs
DOCS_MODULES := UIKit SDLPlatform
DOCC         ?= $(shell command -v docc || echo "$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/docc")
docs: deps
	@# Graphs are written when a module compiles: without them, build afresh so every module writes its own.
	@for m in $(DOCS_MODULES); do [ -f "$(DOCS_BUILD)/symbol-graphs/$$m.symbols.json" ] || rm -rf "$(DOCS_BUILD)"; done
	@rm -rf "$(DOCS_OUT)" && mkdir -p "$(DOCS_BUILD)/symbol-graphs" "$(DOCS_OUT)"
	$(SWIFT) build --scratch-path "$(DOCS_BUILD)" --target SDLPlatform \
	  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$(abspath $(DOCS_BUILD))/symbol-graphs" \
	  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public -Xswiftc -emit-extension-block-symbols
	@set -e; for m in $(DOCS_MODULES); do \
	  graphs="$(DOCS_BUILD)/graphs-$$m"; rm -rf "$$graphs"; mkdir -p "$$graphs"; \
	  cp "$(DOCS_BUILD)/symbol-graphs/$$m.symbols.json" "$$graphs/"; \
	  for f in "$(DOCS_BUILD)/symbol-graphs/$$m@"*.symbols.json; do [ ! -e "$$f" ] || cp "$$f" "$$graphs/"; done; \
	  python3 docs/symbolgraph-filter.py "$$m" "$$graphs"/*.symbols.json; \
	  echo "docc convert $$m"; \
	  "$(DOCC)" convert "Sources/$$m/$$m.docc" --fallback-display-name "$$m" --fallback-bundle-identifier "org.hypnonerd.$$m" \
	    --additional-symbol-graph-dir "$$graphs" --transform-for-static-hosting --hosting-base-path "$$m" \
	    --output-path "$(DOCS_OUT)/$$m"; \
	done
	@echo "API reference in $(abspath $(DOCS_OUT))/: python3 -m http.server -d $(DOCS_OUT), then open http://localhost:8000/UIKit/documentation/uikit/"

clean:
	rm -rf .build "$(DEMO_OUT)" "$(FUZZ_OUT)" "$(DOCS_OUT)"
