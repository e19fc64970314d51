# Meridian — make run opens the app; make test runs every test; make bench prints the figures.
# Each target first installs the Debian packages it needs, only when they are missing.

SWIFT ?= swift
BUILD_PACKAGES := libgtk-3-dev libgweather-4-dev tzdata libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev \
	gstreamer1.0-plugins-base gstreamer1.0-plugins-good gstreamer1.0-gtk3 gstreamer1.0-tools libsqlite3-dev zlib1g-dev gettext \
	shared-mime-info desktop-file-utils
# Xvfb for the GTK tests; a D-Bus session, the accessibility bus, pyatspi, xdotool and
# ImageMagick for the end-to-end test that uses the app as a person would; Orca, the screen
# reader, for what a blind user hears of it.
TEST_PACKAGES := $(BUILD_PACKAGES) xvfb xauth python3-jsonschema dbus libglib2.0-bin at-spi2-core python3-pyatspi \
	xdotool imagemagick desktop-file-utils sqlite3 appstream shared-mime-info xdg-utils man-db \
	dpkg-dev lintian binutils locales orca speech-dispatcher-espeak-ng

PREFIX ?= /usr/local
DESTDIR ?=
VERSION := $(shell sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/MeridianCore/AppInfo.swift)

.PHONY: plain-gtk all pot install uninstall deb test-install test-release run test models bench bench-long bench-decade bench-against docs fuzz sanitize soak deps-build deps-test

# What `make install` installs: the release build, its manual page and shell completions.
# Run it as yourself; then `sudo make install` copies, and builds nothing.
all: deps-build
	SWIFT=$(SWIFT) ./scripts/release-build meridian
	SWIFT=$(SWIFT) ./scripts/generate-docs .build/release/meridian .build/install
	./scripts/build-translations .build/install/locale

# The template of every message the user sees, po/meridian.pot, from the sources' tr(…).
pot:
	./scripts/update-pot

# Into $(DESTDIR)$(PREFIX): the binary, desktop entry, D-Bus service, icons, metainfo, file
# types, manual page, completions and translations. `make uninstall` removes exactly those.
install:
	./scripts/install "$(PREFIX)" "$(DESTDIR)"

uninstall:
	./scripts/uninstall "$(PREFIX)" "$(DESTDIR)"

# meridian_$(VERSION)_amd64.deb in .build/deb: runs on Debian 12 without the Swift toolchain.
deb: all
	./scripts/make-deb $(VERSION) .build/deb

# Installs into a temporary root, checks what a desktop sees there, and uninstalls; then
# builds the .deb, installs it, runs it without the toolchain and removes it. Its release
# build took three of make test's eighteen minutes, so it is a target of its own.
test-install: deb
	Tests/Install/run
	Tests/Install/deb .build/deb/meridian_$(VERSION)_amd64.deb

# The examples built in release as well as in debug, as a user's package builds them (about
# three minutes more than make test's debug builds, so not in it).
test-release: deps-test
	SWIFT=$(SWIFT) EXAMPLES_RELEASE=1 ./scripts/test-examples

# AddressSanitizer and LeakSanitizer over the tests and a scripted session of the app, then
# ThreadSanitizer over the tests (scripts/sanitize; about ten minutes once its builds exist,
# fifteen from scratch, so not in make test).
sanitize: deps-test
	SWIFT=$(SWIFT) ./scripts/sanitize

# The walk of make test (Tests/EndToEnd/walk.py) as random choices for SOAK_MINUTES, from
# SOAK_SEED (printed at the start and with each failure: the same seed replays the choices),
# against the debug build with AddressSanitizer (scripts/sanitize soak; its build is
# .build-asan, as make sanitize's). Not in make test.
SOAK_MINUTES ?= 30
SOAK_SEED ?=
models: deps-test
	$(SWIFT) build --build-tests
	MERIDIAN_MODEL_SEQUENCES=1000 xvfb-run -a -s "-screen 0 1280x800x24" $(SWIFT) test --no-parallel --filter WindowShowsTheStateTests

soak: deps-test
	SWIFT=$(SWIFT) SOAK_MINUTES=$(SOAK_MINUTES) SOAK_SEED=$(SOAK_SEED) ./scripts/sanitize soak

# The snapshot and session readers (the fast one included) under libFuzzer and
# AddressSanitizer, seeded with the fixtures, for FUZZ_SECONDS (its own build folder: everything is rebuilt with sanitizers).
FUZZ_SECONDS ?= 300
fuzz: deps-build
	MERIDIAN_FUZZ=1 $(SWIFT) build -c release --scratch-path .build-fuzz --product meridian-fuzz -Xswiftc -sanitize=fuzzer,address
	mkdir -p .build-fuzz/corpus
	cp Tests/MeridianFilesTests/Fixtures/snapshots/*.json .build-fuzz/corpus/ 2>/dev/null || true
	for f in Tests/MeridianFilesTests/Fixtures/sessions/*.json; do cp "$$f" ".build-fuzz/corpus/session-$$(basename $$f)"; done
	.build-fuzz/release/meridian-fuzz .build-fuzz/corpus -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096 -print_final_stats=1


# Builds the app, tells the desktop about it (entry, icon, D-Bus service) and opens it.
run: deps-build
	SWIFT=$(SWIFT) ./scripts/release-build meridian
	./scripts/build-translations .build/install/locale
	./scripts/install-desktop-files .build/release/meridian
	.build/release/meridian

# The GTK tests need a display: they get a virtual one of their own. One test at a time: a
# window test that waits for work on another thread lets the main actor go meanwhile, and no
# other test may drive GTK or hold the main actor then.
# The window-versus-state test (WindowShowsTheStateTests) draws new random sequences on every
# run: make test runs 60 of them (its seed is printed with a failure), make models 1,000.
test: deps-test
	./scripts/check-version
	$(SWIFT) build --build-tests
	MERIDIAN_MODEL_SEQUENCES=60 xvfb-run -a -s "-screen 0 1280x800x24" $(SWIFT) test --no-parallel
	SWIFT=$(SWIFT) ./scripts/test-examples
	SWIFT=$(SWIFT) ./scripts/build-docs
	desktop-file-validate Resources/dev.meridian.Meridian.desktop
	./scripts/check-readme
	Tests/EndToEnd/run .build/debug/meridian
	Tests/EndToEnd/plain/run
	Tests/EndToEnd/walk .build/debug/meridian
	MERIDIAN_E2E_SCRIPT=screen_reader.py Tests/EndToEnd/run .build/debug/meridian
	MERIDIAN_E2E_SCRIPT=remote_media.py Tests/EndToEnd/run .build/debug/meridian
	MERIDIAN_PROGRESS_AFTER=0 MERIDIAN_E2E_SCRIPT=open_from_terminal.py Tests/EndToEnd/run .build/debug/meridian
	./scripts/check-pot
	./scripts/build-translations .build/test-locale/locale
	./scripts/build-translations --pseudo .build/pseudo-locale
	MERIDIAN_E2E_SCRIPT=untranslated.py LANG=C.UTF-8 LANGUAGE=pseudo MERIDIAN_LOCALEDIR=$(CURDIR)/.build/pseudo-locale \
		Tests/EndToEnd/run .build/debug/meridian

# What GTK 3 logs by itself, which the walk forgives: plain C programs' About dialog read by a
# screen reader and file chooser answered by a typed path (Tests/EndToEnd/plain); and what it
# logs when a screen reader starts after file choosers have closed. Fails once GTK logs nothing,
# for the forgiveness to go.
plain-gtk:
	Tests/EndToEnd/plain/run

# MeridianStore's documentation, .build/docs/MeridianStore.doccarchive (`docc preview` shows it):
# the articles in Sources/MeridianStore/MeridianStore.docc and every public symbol's comment.
# A DocC warning, or a public symbol without a comment, fails.
docs:
	SWIFT=$(SWIFT) ./scripts/build-docs

# The store's and the files' figures (the command line reading them too), then the window's: scrubbing, start-up and idle CPU.
bench: deps-test
	SWIFT=$(SWIFT) ./scripts/release-build meridian-bench meridian-gtk-bench meridian-player-bench tasks-bench meridian
	rm -rf .build/bench-year && mkdir -p .build/bench-files && BENCH_KEEP=.build/bench-year/meridian BENCH_SESSION_FILE=.build/bench-files/long.json .build/release/meridian-bench
	Benchmarks/file-figures .build/release/meridian .build/bench-files/long.json
	SWIFT=$(SWIFT) ./scripts/bench-user-build
	xvfb-run -a -s "-screen 0 1280x800x24" .build/release/meridian-gtk-bench
	xvfb-run -a -s "-screen 0 1280x800x24" .build/release/meridian-player-bench
	xvfb-run -a -s "-screen 0 1280x800x24" .build/release/tasks-bench
	MERIDIAN_BENCH_SESSION=.build/bench-files/long.json Benchmarks/gtk-figures .build/release/meridian .build/bench-year/meridian

# A history of BENCH_STEPS (5 million) steps that only sorted: the launch, Undo's question and
# an action with the inspector's list, beside an empty history; then the window relaunched with
# histories of a million and five million entries: its first frame, the first Undo, Redo, drag
# and inspector, and the main loop's stalls in the first minute (about half an hour).
bench-long: deps-test
	SWIFT=$(SWIFT) ./scripts/release-build meridian-bench meridian-gtk-bench
	BENCH_ONLY=long .build/release/meridian-bench
	BENCH_ONLY=relaunch xvfb-run -a -s "-screen 0 1280x800x24" .build/release/meridian-gtk-bench

# Ten years of use (BENCH_ONLY=decade, about ten minutes): the state folder, memory, cold jumps,
# export and import, a hundred imports kept aside; then the first frame with that decade's
# history beside an empty one.
bench-decade: deps-test
	SWIFT=$(SWIFT) ./scripts/release-build meridian-bench meridian
	rm -rf .build/bench-decade && BENCH_ONLY=decade BENCH_KEEP=.build/bench-decade/meridian .build/release/meridian-bench
	MERIDIAN_BENCH_STARTUP_ONLY=1 Benchmarks/gtk-figures .build/release/meridian "" .build/bench-decade/meridian

# This build's benchmarks beside REV's (the last release by default), run alternately ROUNDS
# times (2) in one sitting: each figure's medians side by side, "slower" past 10 %.
bench-against: deps-test
	SWIFT=$(SWIFT) REV="$(REV)" ROUNDS="$(ROUNDS)" ./scripts/bench-against

deps-build:
	@./scripts/install-debian-packages $(BUILD_PACKAGES)

deps-test:
	@./scripts/install-debian-packages $(TEST_PACKAGES)
