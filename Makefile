# Meridian — make test runs every test; make bench prints the benchmark figures.
# Each target first installs the Debian packages it needs, only when they are missing.

SWIFT ?= swift
BUILD_PACKAGES := libgtk-3-dev
TEST_PACKAGES := $(BUILD_PACKAGES) xvfb tzdata python3-jsonschema

.PHONY: test bench deps-build deps-test

test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) test

bench: deps-build
	$(SWIFT) build -c release --product meridian-bench
	.build/release/meridian-bench

deps-build:
	@./scripts/install-debian-packages $(BUILD_PACKAGES)

deps-test:
	@./scripts/install-debian-packages $(TEST_PACKAGES)
