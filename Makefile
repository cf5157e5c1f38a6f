# coverjar: build, test, run, benchmark and install. Each module adds its sources in its module.mk;
# this file holds the rules. `make run` and `make test` do all the set-up on a fresh Debian 12.

CC      ?= cc
PREFIX  ?= /usr/local
DESTDIR ?=
DATA    ?= $(abspath ../shared/data)
# The release: --version of every tool, coverjar.pc and the man pages (see CHANGELOG.md).
VERSION := 0.3.0

WARN      = -Wall -Wextra -Wpedantic -Werror
STD       = -std=c11
REL_FLAGS = $(STD) $(WARN) -O2 -g -I. -MMD -MP
DBG_FLAGS = $(STD) $(WARN) -O1 -g -I. -MMD -MP -fno-omit-frame-pointer \
            -fsanitize=address,undefined -fno-sanitize-recover=all
DBG_LINK  = -fsanitize=address,undefined

# The version reaches the code in one file only (dlx/version.c); it is rebuilt when this file changes.
build/rel/dlx/version.o build/dbg/dlx/version.o: Makefile
build/rel/dlx/version.o: REL_FLAGS += -DCOVERJAR_VERSION='"$(VERSION)"'
build/dbg/dlx/version.o: DBG_FLAGS += -DCOVERJAR_VERSION='"$(VERSION)"'

# Filled in by the module fragments:
LIB_SRC   :=   # library code, in libcoverjar.a
TOOLS     :=   # tool names; each has NAME_SRC and NAME_LIBS
TESTS_C   :=   # test programs under tests/ (name without .c); each may have NAME_LIBS
TESTS_SH  :=   # shell tests under tests/
APT_NEEDS := help2man   # Debian packages the library, the tools and their man pages need
APT_TEST_NEEDS :=       # and those the tests, the bench and the firmware need besides
HEADERS   :=   # public headers to install
TEST_BINS :=   # other programs the tests run, built with `make test`

.DEFAULT_GOAL := all

include dlx/module.mk
include gen/module.mk
include fillomino/module.mk
include classify/module.mk
include bench/module.mk
include gen/bank/module.mk
include tests/fuzz/fuzz.mk
include tests/sanitizers.mk

TESTS_SH += docs_cli.sh   # the guides' example commands and links, --version of every tool
TESTS_SH += install_cli.sh   # make install into a folder, the installed tools and library at work, make uninstall

# bin/gen with Futoshiki and Jidoku sized for boards up to 9x9 (-DLATIN_MAX_N=9, as a device may build them; -O0
# builds quickly): tests/latin_small_cli.sh compares its puzzles with bin/gen's and reads the stack its functions
# take (-fstack-usage, beside the objects).
LATIN9_GEN := build/latin9/bin/gen
TEST_BINS += $(LATIN9_GEN)
TESTS_SH += latin_small_cli.sh
build/latin9/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(STD) $(WARN) -O0 -I. -MMD -MP -DLATIN_MAX_N=9 -fstack-usage -c -o $@ $<
build/latin9/dlx/version.o: Makefile
build/latin9/dlx/version.o: STD += -DCOVERJAR_VERSION='"$(VERSION)"'
$(LATIN9_GEN): $(patsubst %.c,build/latin9/%.o,$(gen_SRC) $(LIB_SRC))
	@mkdir -p $(dir $@)
	$(CC) -o $@ $^ $(gen_LIBS)

REL_LIB = build/rel/libcoverjar.a
DBG_LIB = build/dbg/libcoverjar.a

.PHONY: all tools lib test test-build run bench clean install uninstall deps test-deps embedded model man
# Set-up first, then the build in a second make: the packages are in place before any compiler runs, -j or not.
BUILD_AFTER_DEPS = $(MAKE) --no-print-directory
all: deps
	+@$(BUILD_AFTER_DEPS) tools
tools: $(addprefix bin/,$(TOOLS))
# The library alone (plain C, no package needed): build/rel/libcoverjar.a, its headers in the source tree.
lib: $(REL_LIB)

# Manual pages, made by help2man from each tool's --help and --version.
MAN_PAGES = $(patsubst %,build/man/coverjar-%.1,$(TOOLS))
man: $(MAN_PAGES)
build/man/coverjar-%.1: bin/% Makefile
	@mkdir -p build/man
	help2man --no-info --version-string=$(VERSION) --name="$(or $($*_NAME),a coverjar tool)" \
	  --output=$@ ./bin/$*

# Installs the Debian packages the modules name when one is missing (we are root on CI): deps those the
# build needs (all, install), test-deps those too and the ones of the tests, the bench and the firmware.
deps test-deps:
	@missing=""; for p in $(APT_NEEDS) $(if $(filter test-deps,$@),$(APT_TEST_NEEDS)); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	  else echo "run: sudo apt-get install -y$$missing"; exit 1; fi; fi

build/rel/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(REL_FLAGS) -c -o $@ $<
build/dbg/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(DBG_FLAGS) -c -o $@ $<

$(REL_LIB): $(patsubst %.c,build/rel/%.o,$(LIB_SRC))
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^
$(DBG_LIB): $(patsubst %.c,build/dbg/%.o,$(LIB_SRC))
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

define tool_rules
bin/$(1): $$(patsubst %.c,build/rel/%.o,$$($(1)_SRC)) $(REL_LIB)
	@mkdir -p bin
	$$(CC) -o $$@ $$^ $$($(1)_LIBS)
build/dbg/bin/$(1): $$(patsubst %.c,build/dbg/%.o,$$($(1)_SRC)) $(DBG_LIB)
	@mkdir -p build/dbg/bin
	$$(CC) $(DBG_LINK) -o $$@ $$^ $$($(1)_LIBS)
endef
$(foreach t,$(TOOLS),$(eval $(call tool_rules,$(t))))

define test_rules
build/dbg/tests/$(1): build/dbg/tests/$(1).o $(DBG_LIB)
	$$(CC) $(DBG_LINK) -o $$@ $$^ $$($(1)_LIBS)
endef
$(foreach t,$(TESTS_C),$(eval $(call test_rules,$(t))))

# The tests run on the sanitizer build of the library and of the tools.
test: test-deps
	+@$(BUILD_AFTER_DEPS) $(if $(filter -j%,$(MAKEFLAGS)),,-j2) test-build
	@COVERJAR_DATA="$(DATA)" BIN=build/dbg/bin RELBIN=bin sh tests/run.sh \
	  $(addprefix build/dbg/tests/,$(TESTS_C)) $(addprefix tests/,$(TESTS_SH))
test-build: $(addprefix build/dbg/bin/,$(TOOLS)) $(addprefix build/dbg/tests/,$(TESTS_C)) $(addprefix bin/,$(TOOLS)) \
      $(TEST_BINS)

# The main job: a handful of puzzles of several sizes, solved back and checked.
run: all
	@sh tests/demo.sh

bench: test-deps
	+@$(BUILD_AFTER_DEPS) tools
	bin/bench --out bench/latest

# The core on emulated microcontrollers; the recipe lives with the firmware in gen/module.mk.
embedded:

clean:
	rm -rf build bin

install: deps
	+@$(BUILD_AFTER_DEPS) tools man
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/include/coverjar \
	  $(DESTDIR)$(PREFIX)/share/man/man1
	for t in $(TOOLS); do cp bin/$$t $(DESTDIR)$(PREFIX)/bin/coverjar-$$t; done
	cp $(MAN_PAGES) $(DESTDIR)$(PREFIX)/share/man/man1/
	cp $(REL_LIB) $(DESTDIR)$(PREFIX)/lib/
	for h in $(HEADERS); do mkdir -p $(DESTDIR)$(PREFIX)/include/coverjar/$$(dirname $$h); \
	  cp $$h $(DESTDIR)$(PREFIX)/include/coverjar/$$h; done
	printf 'prefix=%s\nincludedir=$${prefix}/include/coverjar\nlibdir=$${prefix}/lib\n\nName: coverjar\nDescription: puzzle generation on a resettable exact-cover engine\nVersion: %s\nCflags: -I$${includedir}\nLibs: -L$${libdir} -lcoverjar -lm\n' \
	  '$(PREFIX)' '$(VERSION)' > $(DESTDIR)$(PREFIX)/lib/pkgconfig/coverjar.pc

# Removes what install put there; the folders bin, lib and share/man stay, since others use them.
uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/bin/coverjar-,$(TOOLS)) \
	  $(addprefix $(DESTDIR)$(PREFIX)/share/man/man1/,$(notdir $(MAN_PAGES))) \
	  $(DESTDIR)$(PREFIX)/lib/$(notdir $(REL_LIB)) $(DESTDIR)$(PREFIX)/lib/pkgconfig/coverjar.pc
	rm -rf $(DESTDIR)$(PREFIX)/include/coverjar $(DESTDIR)$(PREFIX)/share/coverjar

-include $(shell find build -name '*.d' 2>/dev/null)
